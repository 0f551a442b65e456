import type { StateWithRestaurant, TableRecord, WaiterRecord } from '../storage/restaurantRecords';

/**
 * Who has which table: a table's waiter for the shift is set from 'Mesas' (PUT /orders/tables/{id}/waiter)
 * and lives on the table record; a waiter may be linked to the staff user who signs in as them. A
 * waiter deleted since is nobody: every reader goes through these, so a stale id never shows.
 */

const waiterOf = (state: StateWithRestaurant, merchantId: number, waiterId: number | null | undefined): WaiterRecord | undefined =>
  waiterId ? state.waiters.find((waiter) => waiter.id === waiterId && waiter.merchant_id === merchantId) : undefined;

/** The waiter who has the table now, or undefined. */
export const assignedWaiterOf = (state: StateWithRestaurant, table: TableRecord): WaiterRecord | undefined => waiterOf(state, table.merchant_id, table.waiterId);

/** The waiter id a new order at the table takes: the table's, or null. */
export const waiterForNewOrder = (state: StateWithRestaurant, table: TableRecord): number | null => assignedWaiterOf(state, table)?.id ?? null;

/** The waiter record of the signed-in user at their merchant ('Mis mesas'), or undefined. */
export const waiterOfUser = (state: StateWithRestaurant, merchantId: number | null, userId: number): WaiterRecord | undefined =>
  merchantId === null ? undefined : state.waiters.find((waiter) => waiter.merchant_id === merchantId && waiter.userId === userId);

/** The merchant's staff a waiter may be linked to: operators (2) and the merchant's own users (4). */
export const staffUsersOf = (state: StateWithRestaurant, merchantId: number) =>
  state.users.filter((user) => user.merchant_id === merchantId && (user.group_id === 2 || user.group_id === 4));

/** How a staff user reads in the waiter form's list: their name, and the username that tells two alike apart. */
export const staffUserLabel = (user: { name: string; lastname: string; username: string }) => {
  const name = [user.name, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} (${user.username})` : user.username;
};
