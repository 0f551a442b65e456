import { Box, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { staffMayCancel } from '../../src/domain/orderStatus';
import { BoardCards, useTicketPrint } from './BoardCards';
import { BoardLinks } from './BoardLinks';
import { BoardToolbar } from './BoardToolbar';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderCard } from './OrderCard';
import { OrderFilters, type BoardFilter } from './OrderFilters';
import { MyTablesSwitch } from './MyTablesSwitch';
import { MyShiftLink } from './MyShiftLink';
import { PendingCalls } from './PendingCalls';
import { SoldOutButton } from './SoldOutDialog';
import type { BoardOrder } from '../../src/domain/wire/board';
import { useBoardTables } from './useBoardTables';
import { useMyTables } from './useMyTables';
import { useNewOrderAlert } from './useNewOrderAlert';
import { useOrderBoard } from './useOrderBoard';
import { useOrderChanges } from './useOrderChanges';

const matches = (order: BoardOrder, filter: BoardFilter) =>
  (!filter.status || (filter.status === 'open' ? staffMayCancel(order.status) : order.status === filter.status)) &&
  (!filter.section || String(order.section?.id) === filter.section) &&
  (!filter.table || String(order.table?.id) === filter.table);

/**
 * 'Pedidos': today's orders of the merchant, newest first, live. The filters live in
 * the address, so a reload, a shared link or signing in again opens the board as it was.
 */
const OrderBoard = () => {
  const translate = useTranslate();
  const heading = translate('resources.orders.list_title');
  const alert = useNewOrderAlert(heading);
  const board = useOrderBoard({ onNewOrder: alert.onNewOrder });
  const changes = useOrderChanges(board.apply);
  const [params, setParams] = useSearchParams();
  const filter: BoardFilter = { status: params.get('status') ?? '', section: params.get('section') ?? '', table: params.get('table') ?? '' };
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);
  const ticket = useTicketPrint(board.context?.printers);
  // the tables' stream: their calls, and whose they are ('Mis mesas')
  const floor = useBoardTables(alert.sound);
  const my = useMyTables(floor.tables, floor.myWaiter);
  const { showsOrder } = my;
  const shown = useMemo(() => (board.orders ?? []).filter((order) => matches(order, filter) && showsOrder(order)), [board.orders, filter.status, filter.section, filter.table, showsOrder]); // eslint-disable-line react-hooks/exhaustive-deps

  const setFilter = (next: BoardFilter) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), { replace: true });

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={heading} />
      <BoardToolbar
        mine={<MyTablesSwitch my={my} />}
        connection={board.connection}
        sound={alert.sound}
        onSound={alert.setSound}
        link={
          <>
            <MyShiftLink my={my} />
            <BoardLinks views={['take', 'tables', 'kitchen']} />
          </>
        }
      >
        <OrderFilters filter={filter} context={board.context} onChange={setFilter} />
        <SoldOutButton />
      </BoardToolbar>
      <PendingCalls tables={floor.tables} apply={floor.apply} shows={my.showsTable} />
      <BoardCards
        board={my.settled ? board : { ...board, orders: null }}
        shown={shown}
        testId="order-board"
        empty={
          <Typography sx={{ my: 4 }} color="text.secondary">
            {translate(board.orders?.length ? 'resources.orders.empty_filtered' : 'resources.orders.empty')}
          </Typography>
        }
        card={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            waiters={board.context?.waiters ?? []}
            isNew={alert.unseen.includes(order.id)}
            busy={changes.busy === order.id}
            onForward={changes.forward}
            onCancel={setCancelling}
            onWaiter={changes.assignWaiter}
            onPrint={ticket.print}
          />
        )}
      />
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} onCancel={changes.cancel} />
      {ticket.tickets}
    </Box>
  );
};

export default OrderBoard;
