import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFeedback } from './FeedbackProvider';
import type { PortalDataProvider } from '../providers/dataProvider';

/**
 * 'Agotado' as one switch, in the product list and on the order board: it calls
 * PUT /product/soldOut/{id} at once and every open QR menu of the merchant greys the dish within
 * 2 s. The switch shows the server's answer; a refusal is said in the shared dialog.
 */
export const SoldOutSwitch = ({ product, onChange }: { product: { id: number; name: string; soldOut: boolean }; onChange?: (soldOut: boolean) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const feedback = useFeedback();
  const [soldOut, setSoldOut] = useState(product.soldOut);
  const [busy, setBusy] = useState(false);
  // a refetched list brings the stored value (another screen may have changed it)
  const [seen, setSeen] = useState(product.soldOut);
  if (seen !== product.soldOut) {
    setSeen(product.soldOut);
    setSoldOut(product.soldOut);
  }

  const toggle = async (next: boolean) => {
    setBusy(true);
    setSoldOut(next);
    try {
      const answer = await dataProvider.action<{ product: { soldOut: boolean } }>('products', 'soldOut', { id: product.id, soldOut: next });
      setSoldOut(answer.product.soldOut);
      onChange?.(answer.product.soldOut);
    } catch (error) {
      setSoldOut(!next);
      feedback.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          size="small"
          color="warning"
          checked={soldOut}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('resources.products.extras.sold_out_label', { name: product.name }) } }}
        />
      }
      label={translate('resources.products.extras.sold_out_switch')}
      sx={{ mx: 0, whiteSpace: 'nowrap' }}
    />
  );
};
