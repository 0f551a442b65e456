import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardActions, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { kitchenAge, minutesSince, type KitchenAge } from '../../src/domain/kitchenRules';
import { OrderLines } from './OrderLines';
import { OrderStatusChip } from './OrderStatusChip';
import { orderTime } from './orderTime';
import type { BoardOrder } from '../../src/domain/wire/board';

/** On time, late (orange) and overdue (red), as the card's border and its minutes. */
const AGE_COLOUR: Record<KitchenAge, string> = { onTime: 'grey.700', late: 'warning.main', overdue: 'error.main' };

export interface KitchenCardProps {
  /** The order with only the lines somebody prepares. */
  order: BoardOrder;
  now: number;
  busy: boolean;
  onForward: (order: BoardOrder) => void;
  onPrint: (order: BoardOrder) => void;
}

/** One order on the kitchen's wall screen: where, how long ago, what to make, and its next step. */
export const KitchenCard = memo(function KitchenCard({ order, now, busy, onForward, onPrint }: KitchenCardProps) {
  const translate = useTranslate();
  const minutes = minutesSince(order.date, now);
  const age = kitchenAge(minutes);
  return (
    <Card
      component="article"
      aria-label={translate('resources.orders.number', { number: order.orderNumber })}
      data-order-id={order.id}
      data-status={order.status}
      data-age={age}
      variant="outlined"
      sx={{ borderWidth: 3, borderColor: AGE_COLOUR[age] }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2, mr: 'auto', overflowWrap: 'anywhere' }}>
            {order.table?.name ?? translate('resources.orders.no_table')}
          </Typography>
          <Box
            data-testid="order-minutes"
            title={translate('resources.orders.minutes_ago', { smart_count: minutes })}
            sx={{ bgcolor: AGE_COLOUR[age], color: '#fff', borderRadius: 1, px: 1.25, py: 0.25, fontSize: '1.5rem', fontWeight: 800, whiteSpace: 'nowrap' }}
          >
            {translate('resources.orders.minutes', { minutes })}
          </Box>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography sx={{ fontSize: '1.125rem' }} color="text.secondary">
            {`${translate('resources.orders.number', { number: order.orderNumber })} · ${orderTime(order.date)}`}
          </Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
        <OrderLines order={order} large />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="contained"
          size="large"
          color={order.status === 'CREATED' ? 'primary' : 'success'}
          sx={{ fontSize: '1.125rem', flexGrow: 1, whiteSpace: 'nowrap' }}
          onClick={() => onForward(order)}
          disabled={busy}
        >
          {translate(`resources.orders.forward.${order.status}`)}
        </Button>
        <IconButton size="large" color="primary" aria-label={translate('resources.orders.print')} title={translate('resources.orders.print')} onClick={() => onPrint(order)}>
          <PrintIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
});
