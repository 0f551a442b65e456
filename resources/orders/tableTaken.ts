import type { BoardTable } from '../../src/domain/wire/tab';

/**
 * Whether a table is taken: it has an open tab, or an order of today still open (neither paid nor
 * cancelled, as the server's ledger reads it: mock-api/restaurant/ledger.ts openOrdersAmong). 'Mesas'
 * and 'Tomar pedido' say 'Libre' only when this is false, so the floor never calls a table free
 * that 'Pedidos' still shows owing.
 */
export const tableTaken = (table: Pick<BoardTable, 'tab' | 'openOrders'>) => table.tab !== null || table.openOrders.length > 0;
