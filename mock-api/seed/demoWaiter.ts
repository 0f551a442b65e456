import { DEMO_RESTAURANT_ID } from './merchants';
import type { DbState } from '../storage/records';
import type { RestaurantState } from '../storage/restaurantRecords';

/** The demo's operator, who signs in as themselves and works the floor as a waiter (seed/users.ts). */
export const DEMO_WAITER_USER = 'operador@demo.cr';
/** Their waiter: the first of the demo restaurant's (seed/floor.ts), so 'Mi turno' has a name on it. */
export const DEMO_WAITER_NAME = 'Ana Vargas';
/**
 * The tables that waiter has this shift: two of the main room and one on the terrace, so 'Mis
 * mesas' and 'Mi turno' show something in `npm start` (the seed's day leaves an open bill on
 * 'Mesa 6' and an order 'Listo' at 'Mesa 8'); not 'Mesa 2', which
 * tests/e2e/waiterTables.test.ts gives a waiter of its own making.
 */
export const DEMO_WAITER_TABLES = ['Mesa 6', 'Mesa 8', 'Mesa 9'];

/**
 * Links the operator to a waiter of the demo restaurant and gives that waiter a few tables. Runs
 * before today's orders are built (seed/orders.ts), so the orders at those tables, and the tips
 * paid on them (seed/bills.ts), are that waiter's as the live server would make them.
 */
export const withDemoWaiter = <State extends DbState & Pick<RestaurantState, 'waiters' | 'tables'>>(state: State): State => {
  const user = state.users.find((candidate) => candidate.username === DEMO_WAITER_USER && candidate.merchant_id === DEMO_RESTAURANT_ID);
  const waiter = state.waiters.find((candidate) => candidate.merchant_id === DEMO_RESTAURANT_ID && candidate.name === DEMO_WAITER_NAME);
  if (!user || !waiter) return state;
  waiter.userId = user.id;
  for (const table of state.tables) {
    if (table.merchant_id === DEMO_RESTAURANT_ID && DEMO_WAITER_TABLES.includes(table.name)) table.waiterId = waiter.id;
  }
  return state;
};
