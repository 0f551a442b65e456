import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import { preparedLines } from '../../src/domain/kitchenRules';
import { KITCHEN_STATUSES } from '../../src/domain/orderStatus';
import { BoardToolbar } from './BoardToolbar';
import { KitchenCard } from './KitchenCard';
import { KitchenTicketPrint } from './KitchenTicket';
import type { BoardOrder } from '../../src/domain/wire/board';
import { useNewOrderAlert } from './useNewOrderAlert';
import { useNow } from '../../src/components/useNow';
import { useOrderBoard } from './useOrderBoard';
import { useOrderChanges } from './useOrderChanges';

/**
 * The kitchen's wall screen (/orders/kitchen): only what is still to prepare, in large type, the
 * oldest first (top left, where the eye starts), each with the minutes since it was ordered,
 * turning orange at 10 and red at 20 (src/domain/kitchenRules.ts), and one big button to move it
 * on. Only lines somebody prepares show ('Se prepara en' on the product); an order of shop items
 * alone is not the kitchen's. Being open keeps the session alive.
 */
const KitchenView = () => {
  const translate = useTranslate();
  const heading = translate('resources.orders.kitchen_title');
  const alert = useNewOrderAlert(heading);
  const board = useOrderBoard({ onNewOrder: alert.onNewOrder });
  const changes = useOrderChanges(board.apply);
  const now = useNow(15_000);
  const [printing, setPrinting] = useState<BoardOrder | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);
  const toPrepare = useMemo(
    () =>
      (board.orders ?? [])
        .filter((order) => KITCHEN_STATUSES.includes(order.status))
        .map((order) => ({ ...order, products: preparedLines(order.products) }))
        .filter((order) => order.products.length > 0)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
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
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', alignItems: 'start' }} data-testid="kitchen-view">
          {toPrepare.map((order) => (
            <KitchenCard key={order.id} order={order} now={now} busy={changes.busy === order.id} onForward={changes.forward} onPrint={setPrinting} />
          ))}
        </Box>
      )}
      {printing && <KitchenTicketPrint order={printing} printers={board.context?.printers ?? []} onDone={donePrinting} />}
    </Box>
  );
};

export default KitchenView;
