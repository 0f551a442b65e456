import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** With onConfirm the dialog asks a question (Si / No); otherwise it only informs (OK). */
  onConfirm?: () => void;
  onClose: () => void;
  tone?: 'success' | 'error' | 'question';
  /** The informing dialog's one button, 'OK' unless named. */
  okLabel?: string;
}

/** The one dialog of the portal: success ('Exitoso'), errors, and yes/no questions. */
export const MessageDialog = ({ open, title, message, onConfirm, onClose, tone = 'question', okLabel }: MessageDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="message-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="message-dialog-title" color={tone === 'error' ? 'error' : tone === 'success' ? 'success.main' : undefined}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onConfirm ? (
          <>
            <Button onClick={onClose}>{translate('app.no')}</Button>
            <Button onClick={onConfirm} variant="contained" autoFocus>
              {translate('app.yes')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} variant="contained" autoFocus>
            {okLabel ?? translate('app.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
