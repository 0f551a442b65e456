import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { foldForSearch } from '../../src/domain/textFold';
import type { Product } from '../../src/domain/wire/product';
import { SoldOutSwitch } from '../../src/components/SoldOutSwitch';

const EVERYTHING = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * 'Agotados' on the order board: the merchant's products, each with the one 'Agotado'
 * switch of the product list, found by typing part of the name. Marked ones come first.
 */
export const SoldOutButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('resources.orders.sold_out.button')}
      </Button>
      {open && <SoldOutDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const SoldOutDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data, isPending, refetch } = useGetList<Product>('products', EVERYTHING);
  const wanted = foldForSearch(search.trim());
  const shown = (data ?? [])
    .filter((product) => !wanted || foldForSearch(product.name).includes(wanted))
    .sort((a, b) => Number(b.soldOut) - Number(a.soldOut) || a.name.localeCompare(b.name, 'es'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sold-out-title">
      <DialogTitle id="sold-out-title">{translate('resources.orders.sold_out.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('resources.orders.sold_out.hint')}
        </Typography>
        <TextField size="small" fullWidth label={translate('resources.orders.sold_out.search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ mb: 1 }} />
        {isPending ? (
          <CircularProgress aria-label={translate('app.loading')} />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('resources.orders.sold_out.title')}>
            {shown.map((product) => (
              <Box component="li" key={product.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ flex: 1, minWidth: 0 }}>{product.name}</Typography>
                <SoldOutSwitch product={product} onChange={() => void refetch()} />
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.orders.sold_out.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
