import { orderBoardMessages as text } from '../../src/domain/orderBoardMessages';
import { tabMessages } from '../../src/domain/tabMessages';
import { boardTableAnswer, boardTablesAnswer } from '../../src/domain/wire/tab';
import { tableWaiterSchema } from '../../src/schemas/orderStatusSchema';
import { endpoint } from '../contract/endpoint';
import { ApiError } from '../http';
import { announceWhenAnswered, announceTableWhenAnswered } from '../restaurant/orderEvents';
import { restaurantState } from '../restaurant/restaurantData';
import { boardTableOf, openTabOf, ordersOfTab } from '../restaurant/tabs';
import type { OrderRecord, StateWithRestaurant, TableRecord } from '../storage/restaurantRecords';
import { ownRecordOfPath } from './ownRecord';

const access = { screens: ['orders'] } as const;
const tableNotFound = () => new ApiError(404, tabMessages.tableNotFound);
const sectionNotFound = () => new ApiError(404, text.sectionNotFound);


/** The waiter the body names, one of the merchant's, or null; another merchant's is one that does not exist. */
const waiterNamed = (state: StateWithRestaurant, merchantId: number, waiterId: number | null) => {
  if (waiterId === null) return null;
  const waiter = state.waiters.find((candidate) => candidate.id === waiterId && candidate.merchant_id === merchantId);
  if (!waiter) throw new ApiError(400, text.waiterNotFound, { field: 'waiterId' });
  return waiter;
};

/**
 * Gives a table its waiter for the shift. The rounds of its open bill that nobody serves yet are
 * theirs too, so what the bill pays (and its tip) is counted under them in the day's close
 * (mock-api/restaurant/dayClose.ts) rather than under 'Sin mesero asignado'; a round another
 * waiter serves keeps them.
 */
const assign = (state: StateWithRestaurant, table: TableRecord, waiterId: number | null): OrderRecord[] => {
  table.waiterId = waiterId;
  if (waiterId === null) return [];
  const tab = openTabOf(state, table.id);
  const unserved = tab ? ordersOfTab(state, tab).filter((order) => !order.waiterId && order.status !== 'CANCELLED') : [];
  for (const order of unserved) order.waiterId = waiterId;
  return unserved;
};

/** 'Mesas': who has each table this shift, one table at a time or a whole section at once (groups 2 and 4, own merchant only). */
export const tableWaiterEndpoints = [
  endpoint({
    method: 'PUT',
    path: '/orders/tables/:id/waiter',
    summary:
      "Gives one of the caller's tables its waiter for the shift (one of the merchant's), or none with null. New orders at the table take that waiter, and so do the rounds of its open bill that have none yet.",
    access,
    addition: true,
    body: { schema: tableWaiterSchema, example: { waiterId: null } },
    answer: boardTableAnswer,
    refusals: [{ status: 404, message: tabMessages.tableNotFound }, { status: 400, message: text.waiterNotFound }],
    handle: (call) => {
      const { ctx, res } = call;
      const state = restaurantState(ctx.store);
      // the table first: another merchant's is 404 whatever the body says
      const table = ownRecordOfPath(call, state.tables, tableNotFound);
      const waiter = waiterNamed(state, table.merchant_id, call.body.waiterId);
      const served = assign(state, table, waiter?.id ?? null);
      ctx.store.save('tables', ...(served.length ? ['orders'] : []));
      for (const order of served) announceWhenAnswered(res, ctx.store, order);
      announceTableWhenAnswered(res, ctx.store, table);
      return { table: boardTableOf(state, table, ctx.clock.now()), message: waiter ? text.tableWaiterAssigned(table.name, waiter.name) : text.tableWaiterCleared(table.name) };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/sections/:id/waiter',
    summary: "Gives every table of one of the caller's sections the same waiter for the shift, or none with null; as for one table.",
    access,
    addition: true,
    body: { schema: tableWaiterSchema, example: { waiterId: null } },
    answer: boardTablesAnswer,
    refusals: [{ status: 404, message: text.sectionNotFound }, { status: 400, message: text.waiterNotFound }],
    handle: (call) => {
      const { ctx, res } = call;
      const state = restaurantState(ctx.store);
      const section = ownRecordOfPath(call, state.sections, sectionNotFound);
      const waiter = waiterNamed(state, section.merchant_id, call.body.waiterId);
      const tables = state.tables.filter((table) => table.merchant_id === section.merchant_id && table.sectionId === section.id);
      const served = tables.flatMap((table) => assign(state, table, waiter?.id ?? null));
      ctx.store.save('tables', ...(served.length ? ['orders'] : []));
      for (const order of served) announceWhenAnswered(res, ctx.store, order);
      for (const table of tables) announceTableWhenAnswered(res, ctx.store, table);
      const now = ctx.clock.now();
      return {
        tables: tables.map((table) => boardTableOf(state, table, now)),
        message: waiter ? text.sectionWaiterAssigned(tables.length, waiter.name) : text.sectionWaiterCleared(tables.length),
      };
    },
  }),
];
