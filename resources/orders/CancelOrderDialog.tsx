import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/domain/money';
import { REASON_MAX } from '../../src/domain/orderStatus';
import { orderStatusSchema } from '../../src/schemas/orderStatusSchema';
import type { BoardOrder } from '../../src/domain/wire/board';

interface Props {
  order: BoardOrder | null;
  onClose: () => void;
  onCancel: (order: BoardOrder, reason: string) => Promise<boolean>;
}

/**
 * What the dialog says is given back: each amount with its method and payer, as the ledger would
 * give it back (`refundPreview`, docs/departures.md); one card refund keeps the card's sentence.
 */
const cancelMessage = (order: BoardOrder | null, translate: (key: string, options?: Record<string, unknown>) => string) => {
  const preview = order?.refundPreview ?? [];
  if (preview.length === 1 && preview[0].method === 'card') return translate('resources.orders.cancel_paid_message', { amount: formatMoney(preview[0].amount) });
  if (preview.length > 0) {
    const refunds = preview.map((row) => translate(`resources.orders.refund_${row.method}`, { amount: formatMoney(row.amount), payer: row.payerName })).join('; ');
    return translate('resources.orders.cancel_refund_message', { refunds });
  }
  return order?.paid ? translate('resources.orders.cancel_paid_message', { amount: formatMoney(order.total) }) : translate('resources.orders.cancel_message');
};

/** Staff cancel an order only with a reason (checked by the same schema as the server's). */
export const CancelOrderDialog = ({ order, onClose, onCancel }: Props) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!order) return;
    const checked = orderStatusSchema.safeParse({ from: order.status, status: 'CANCELLED', reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0].message);
      return;
    }
    setBusy(true);
    const done = await onCancel(order, checked.data.reason);
    setBusy(false);
    if (done) close();
  };
  return (
    <Dialog open={!!order} onClose={close} aria-labelledby="cancel-order-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-order-title">{translate('resources.orders.cancel_title', { number: order?.orderNumber ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }} data-testid="cancel-message">
          {cancelMessage(order, translate)}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          label={translate('resources.orders.cancel_reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
          error={!!problem}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('resources.orders.cancel_back')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {translate('resources.orders.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
