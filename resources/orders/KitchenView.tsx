import PrintIcon from '@mui/icons-material/Print';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import { KITCHEN_STATUSES } from '../../src/domain/orderStatus';
import { BoardToolbar } from './BoardToolbar';
import { KitchenTicketPrint } from './KitchenTicket';
import { OrderLines } from './OrderLines';
import { OrderStatusChip } from './OrderStatusChip';
import { orderTime } from './orderTime';
import type { BoardOrder } from './orderTypes';
import { useNewOrderAlert } from './useNewOrderAlert';
import { useOrderBoard } from './useOrderBoard';
import { useOrderChanges } from './useOrderChanges';

/**
 * The kitchen's wall screen (/orders/kitchen): only what is still to prepare, oldest first, in
 * large type, with one big button to move each order on. Being open keeps the session alive.
 */
const KitchenView = () => {
  const translate = useTranslate();
  const heading = translate('resources.orders.kitchen_title');
  const alert = useNewOrderAlert(heading);
  const board = useOrderBoard({ onNewOrder: alert.onNewOrder });
  const changes = useOrderChanges(board.apply);
  const [printing, setPrinting] = useState<BoardOrder | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);
  const toPrepare = useMemo(
    () => (board.orders ?? []).filter((order) => KITCHEN_STATUSES.includes(order.status)).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
    [board.orders],
  );

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={heading} />
      <BoardToolbar
        connection={board.connection}
        sound={alert.sound}
        onSound={alert.setSound}
        link={
          <Button component={Link} to="/orders" startIcon={<ViewListIcon />} variant="outlined">
            {translate('resources.orders.board_view')}
          </Button>
        }
      />
      {board.error ? (
        <LoadError error={board.error} onRetry={board.retry} />
      ) : board.orders === null ? (
        <CircularProgress aria-label={translate('app.loading')} />
      ) : toPrepare.length === 0 ? (
        <Typography variant="h4" component="p" sx={{ my: 6, textAlign: 'center' }} color="text.secondary">
          {translate('resources.orders.kitchen_empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(360px, 100%), 1fr))', alignItems: 'start' }} data-testid="kitchen-view">
          {toPrepare.map((order) => (
            <Card
              key={order.id}
              component="article"
              aria-label={translate('resources.orders.number', { number: order.orderNumber })}
              data-order-id={order.id}
              data-status={order.status}
              variant="outlined"
              sx={{ borderWidth: 3, borderColor: order.status === 'CREATED' ? 'info.main' : 'warning.main' }}
            >
              <CardContent>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="h2" sx={{ fontSize: '2rem', fontWeight: 800, mr: 'auto' }}>
                    {order.table?.name ?? translate('resources.orders.no_table')}
                  </Typography>
                  <OrderStatusChip status={order.status} large />
                </Stack>
                <Typography sx={{ fontSize: '1.25rem', mb: 1 }} color="text.secondary">
                  {`${translate('resources.orders.number', { number: order.orderNumber })} · ${orderTime(order.date)}`}
                </Typography>
                <OrderLines order={order} large />
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                <Button
                  variant="contained"
                  size="large"
                  color={order.status === 'CREATED' ? 'primary' : 'success'}
                  sx={{ fontSize: '1.25rem', flexGrow: 1, py: 1.5 }}
                  onClick={() => changes.forward(order)}
                  disabled={changes.busy === order.id}
                >
                  {translate(`resources.orders.forward.${order.status}`)}
                </Button>
                <Button size="large" startIcon={<PrintIcon />} onClick={() => setPrinting(order)}>
                  {translate('resources.orders.print')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {printing && <KitchenTicketPrint order={printing} printer={board.context?.kitchenPrinter ?? null} onDone={donePrinting} />}
    </Box>
  );
};

export default KitchenView;
