import { boardPlace } from '../../src/domain/orderStatus';
import type { BoardOrder } from '../../src/domain/wire/board';
import type { BoardTable, TabRound } from '../../src/domain/wire/tab';
import { tableTaken } from './tableTaken';

/**
 * What the floor's screens read of a table and of the day's orders, in one place so 'Mesas'
 * (TablesView.tsx) and the waiter's own view ('Mi turno', MyShift.tsx) never disagree: what is
 * ready to serve, whether the table is free, what it owes.
 */

/**
 * The rounds of a table's open bill the kitchen has marked 'Listo' and nobody has carried yet,
 * oldest first: the table's event (mock-api/restaurant/orderEvents.ts announceWhenAnswered) follows
 * every change of an order's status, so this is as live as 'Pedidos'.
 */
export const readyRounds = (table: Pick<BoardTable, 'tab'>): TabRound[] =>
  (table.tab?.rounds ?? []).filter((round) => round.status === 'READY').sort((a, b) => a.date.localeCompare(b.date) || a.orderId - b.orderId);

/** An order ready to carry to a table: as a bill's round names it, or as the board does. */
export type ReadyAtTable = Pick<TabRound, 'orderId' | 'orderNumber' | 'date'>;

/** The board's order as the floor reads it to find what is ready at a table. */
export type FloorOrder = Pick<BoardOrder, 'id' | 'orderNumber' | 'status' | 'date' | 'table'>;

/**
 * What is ready to carry to a table, oldest first: the bill's ready rounds (readyRounds) and the
 * board's orders at the table marked 'Listo'. The board's are needed because an order outlives its
 * bill: staff may close a paid bill ('Cerrar mesa', mock-api/routes/tableBoard.ts) while the kitchen
 * is still cooking, and the plate marked 'Listo' afterwards is on no bill but must still be carried.
 * An order the board holds is read at the board's status (the same stream 'Pedidos' reads).
 */
export const readyAtTable = (table: Pick<BoardTable, 'id' | 'tab'>, orders: readonly FloorOrder[] = []): ReadyAtTable[] => {
  const onBoard = new Set(orders.map((order) => order.id));
  const fromBill = readyRounds(table).filter((round) => !onBoard.has(round.orderId));
  const fromBoard = orders.filter((order) => order.status === 'READY' && order.table?.id === table.id).map((order) => ({ orderId: order.id, orderNumber: order.orderNumber, date: order.date }));
  return [...fromBill, ...fromBoard].sort((a, b) => a.date.localeCompare(b.date) || a.orderId - b.orderId);
};

/** When the kitchen marked the order 'Listo' (its history's last such change), else when it was placed. */
export const readySince = (order: Pick<BoardOrder, 'history' | 'date'>) => [...order.history].reverse().find((change) => change.status === 'READY')?.at ?? order.date;

/**
 * 'Listo para servir': the orders ready to carry, the one ready longest first (the plate that has
 * waited most goes next: an order placed early may be ready late), then as 'Pedidos' places them
 * (src/domain/orderStatus.ts boardPlace); `shows` narrows them to the waiter's own tables.
 */
export const readyQueue = <Order extends Pick<BoardOrder, 'status' | 'date' | 'id' | 'history'>>(orders: readonly Order[], shows: (order: Order) => boolean = () => true): Order[] =>
  orders.filter((order) => order.status === 'READY' && shows(order)).sort((a, b) => Date.parse(readySince(a)) - Date.parse(readySince(b)) || boardPlace(a, b));

export type TableState = 'free' | 'open' | 'taken';

/** A table's card on the waiter's view: its state, what is ready, its calls and what is owed. */
export interface TableSummary {
  state: TableState;
  ready: ReadyAtTable[];
  calls: BoardTable['calls'];
  /** What the ledger says the open bill still owes (its `remaining`), 0 without one. */
  owed: number;
  /** Orders of today unpaid outside the open bill (a bill staff closed unpaid): the table stays taken. */
  outside: BoardTable['openOrders'];
}

/**
 * 'open': it has an open bill; 'taken': no bill but orders of today unpaid (tableTaken.ts), never
 * 'Libre'; 'free' otherwise. `orders`: the day's board, for what is ready (readyAtTable).
 */
export const tableSummary = (table: BoardTable, orders: readonly FloorOrder[] = []): TableSummary => {
  const tab = table.tab;
  return {
    state: tab ? 'open' : tableTaken(table) ? 'taken' : 'free',
    ready: readyAtTable(table, orders),
    calls: table.calls,
    owed: tab?.amounts.remaining ?? 0,
    outside: table.openOrders.filter((order) => !tab?.rounds.some((round) => round.orderId === order.id)),
  };
};

/**
 * The waiter's tables in the order they need the waiter: a call first, then something ready to
 * carry, then the rest; by name within each (naturally: 'Mesa 2' before 'Mesa 10').
 */
export const byNeed = (tables: readonly BoardTable[], orders: readonly FloorOrder[] = []): BoardTable[] => {
  const need = (table: BoardTable) => (table.calls.length > 0 ? 0 : readyAtTable(table, orders).length > 0 ? 1 : 2);
  return [...tables].sort((a, b) => need(a) - need(b) || a.name.localeCompare(b.name, 'es', { numeric: true }));
};
