import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CabysPicker } from './CabysPicker';
import type { CabysItem } from '../../src/domain/wire/cabys';

/** The picker as the product form opens it: choosing an item closes it. Full screen on a phone. */
export const CabysPickerDialog = ({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="cabys-picker-title">
      <DialogTitle id="cabys-picker-title">{translate('resources.products.cabys.picker_title')}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 420 }}>
        <CabysPicker onChoose={onChoose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.products.cabys.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
