import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { preparedLines } from '../../src/domain/kitchenRules';
import { KITCHEN_STATUSES } from '../../src/domain/orderStatus';
import { BoardCards, useTicketPrint } from './BoardCards';
import { BoardLinks } from './BoardLinks';
import { BoardToolbar } from './BoardToolbar';
import { KitchenCard } from './KitchenCard';
import { useNewOrderAlert } from './useNewOrderAlert';
import { useNow } from '../../src/components/useNow';
import { useOrderBoard } from './useOrderBoard';
import { useOrderChanges } from './useOrderChanges';
import { PendingCalls } from './PendingCalls';
import { MyTablesSwitch } from './MyTablesSwitch';
import { useBoardTables } from './useBoardTables';
import { useMyTables } from './useMyTables';

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
  const ticket = useTicketPrint(board.context?.printers);
  // the calls reach the kitchen without their chime: a waiter answers them
  const floor = useBoardTables(false);
  const my = useMyTables(floor.tables, floor.myWaiter);
  const { showsOrder } = my;
  const toPrepare = useMemo(
    () =>
      (board.orders ?? [])
        .filter((order) => KITCHEN_STATUSES.includes(order.status) && showsOrder(order))
        .map((order) => ({ ...order, products: preparedLines(order.products) }))
        .filter((order) => order.products.length > 0)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
    [board.orders, showsOrder],
  );

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={heading} />
      <BoardToolbar
        mine={<MyTablesSwitch my={my} />}
        connection={board.connection}
        sound={alert.sound}
        onSound={alert.setSound}
        link={<BoardLinks views={['board']} />}
      />
      <PendingCalls tables={floor.tables} apply={floor.apply} shows={my.showsTable} />
      <BoardCards
        board={my.settled ? board : { ...board, orders: null }}
        shown={toPrepare}
        testId="kitchen-view"
        empty={
          <Typography variant="h4" component="p" sx={{ my: 6, textAlign: 'center' }} color="text.secondary">
            {translate('resources.orders.kitchen_empty')}
          </Typography>
        }
        card={(order) => <KitchenCard key={order.id} order={order} now={now} busy={changes.busy === order.id} onForward={changes.forward} onPrint={ticket.print} />}
      />
      {ticket.tickets}
    </Box>
  );
};

export default KitchenView;
