import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import type { NamedItem } from '../../src/domain/wire/common';
import type { BoardTable } from '../../src/domain/wire/tab';

/**
 * 'Mis mesas': the signed-in user's waiter (a waiter record linked to them) and the tables they have
 * now, live from the tables' stream (useBoardTables.ts). The switch is remembered per browser, like the
 * sound; it does nothing for a user no waiter is linked to, who does not see it. `showsOrder` keeps
 * an order of one of those tables, or one the waiter serves at a table handed over since. `always`:
 * the waiter's own view ('Mi turno', MyShift.tsx), which is 'Mis mesas' whatever the switch says.
 */
export const useMyTables = (tables: BoardTable[] | null, myWaiter: NamedItem | null, always = false) => {
  const [stored, setMine] = useStore('orders.mine', false);
  const chosen = stored || always;
  const mine = chosen && myWaiter !== null;
  const tableIds = useMemo(() => new Set((tables ?? []).filter((table) => myWaiter && table.waiter?.id === myWaiter.id).map((table) => table.id)), [tables, myWaiter]);
  const showsTable = useCallback((tableId: number) => !mine || tableIds.has(tableId), [mine, tableIds]);
  const showsOrder = useCallback(
    (order: { table: NamedItem | null; waiter: NamedItem | null }) =>
      !mine || (order.table !== null && tableIds.has(order.table.id)) || (myWaiter !== null && order.waiter?.id === myWaiter.id),
    [mine, tableIds, myWaiter],
  );
  // switched on, and whose the tables are not known yet (the tables' stream has not answered): the
  // boards wait for it rather than show every table's orders for a moment
  const settled = !chosen || tables !== null;
  /** `available`: shown only to a user a waiter is linked to. */
  return { available: myWaiter !== null, mine, setMine, showsTable, showsOrder, settled };
};

export type MyTables = ReturnType<typeof useMyTables>;
