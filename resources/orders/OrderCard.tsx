import CancelIcon from '@mui/icons-material/Cancel';
import HistoryIcon from '@mui/icons-material/History';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardActions, CardContent, Chip, Collapse, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { preparedLines } from '../../src/domain/kitchenRules';
import { formatMoney } from '../../src/domain/money';
import { nextStatus, orderIsFinished, staffMayCancel } from '../../src/domain/orderStatus';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderStatusChip } from './OrderStatusChip';
import { orderTime } from './orderTime';
import type { BoardOrder } from '../../src/domain/wire/board';
import type { NamedItem } from '../../src/domain/wire/common';
import { RECEIPT_TYPE_LABELS } from '../../src/domain/receiptMessages';

export interface OrderCardProps {
  order: BoardOrder;
  waiters: NamedItem[];
  isNew: boolean;
  busy: boolean;
  onForward: (order: BoardOrder) => void;
  onCancel: (order: BoardOrder) => void;
  onWaiter: (order: BoardOrder, waiterId: number | null) => void;
  onPrint: (order: BoardOrder) => void;
}

/** One order on the board: where, when, what, how much, its status and what staff can do next. */
export const OrderCard = memo(function OrderCard({ order, waiters, isNew, busy, onForward, onCancel, onWaiter, onPrint }: OrderCardProps) {
  const translate = useTranslate();
  const [showHistory, setShowHistory] = useState(false);
  const next = nextStatus(order.status);
  const finished = orderIsFinished(order.status);
  const place = [order.table?.name ?? translate('resources.orders.no_table'), order.section?.name].filter(Boolean).join(' · ');
  return (
    <Card
      component="article"
      aria-label={translate('resources.orders.number', { number: order.orderNumber })}
      data-order-id={order.id}
      data-status={order.status}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', borderWidth: isNew ? 2 : 1, borderColor: isNew ? 'primary.main' : undefined, bgcolor: finished ? 'grey.50' : undefined }}
    >
      <CardContent sx={{ pb: 1, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
            {translate('resources.orders.number', { number: order.orderNumber })}
          </Typography>
          {isNew && <Chip label={translate('resources.orders.new_badge')} color="primary" size="small" />}
          {order.paid && !order.refunded && <Chip label={translate('resources.orders.paid_badge')} variant="outlined" color="success" size="small" />}
          {/* the ledger's one answer (mock-api/restaurant/ledger.ts): what is neither paid nor cancelled is still owed */}
          {!order.paid && !order.refunded && order.status !== 'CANCELLED' && (
            <Chip label={translate('resources.orders.owed_badge')} variant="outlined" color="warning" size="small" data-field="owed" />
          )}
          {order.refunded && <Chip label={translate('resources.orders.refunded_badge')} variant="outlined" color="error" size="small" data-field="refunded" />}
          <OrderStatusChip status={order.status} />
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{place}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[translate('resources.orders.placed_at', { time: orderTime(order.date) }), order.takenBy && translate('resources.orders.taken_by', { name: order.takenBy })].filter(Boolean).join(' · ')}
        </Typography>
        {order.paid && order.receipt && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, mt: -0.5 }} data-field="receipt">
            {translate('resources.orders.receipt', { type: RECEIPT_TYPE_LABELS[order.receipt.type], consecutivo: order.receipt.consecutivo })}
          </Typography>
        )}
        <OrderLines order={order} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1.5, gap: 1 }}>
          <TextField
            select
            size="small"
            label={translate('resources.orders.waiter')}
            value={order.waiter?.id ?? ''}
            onChange={(event) => onWaiter(order, event.target.value === '' ? null : Number(event.target.value))}
            disabled={busy || finished}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{translate('resources.orders.no_waiter')}</MenuItem>
            {waiters.map((waiter) => (
              <MenuItem key={waiter.id} value={waiter.id}>
                {waiter.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{`${translate('resources.orders.total')}: ${formatMoney(order.total)}`}</Typography>
        </Stack>
        <Collapse in={showHistory}>
          <Box sx={{ mt: 1 }}>
            <OrderHistory order={order} />
          </Box>
        </Collapse>
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 0.5, px: 2, pb: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {next && (
          <Button variant="contained" fullWidth onClick={() => onForward(order)} disabled={busy}>
            {translate(`resources.orders.forward.${order.status}`)}
          </Button>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
          {staffMayCancel(order.status) && (
            <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => onCancel(order)} disabled={busy}>
              {translate('resources.orders.cancel')}
            </Button>
          )}
          {/* an order of shop items alone has no kitchen ticket */}
          {preparedLines(order.products).length > 0 && (
            <Button size="small" startIcon={<PrintIcon />} onClick={() => onPrint(order)}>
              {translate('resources.orders.print')}
            </Button>
          )}
          <Button size="small" startIcon={<HistoryIcon />} onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory}>
            {translate('resources.orders.history')}
          </Button>
        </Stack>
      </CardActions>
    </Card>
  );
});
