import type { OrderRecord, ProductRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import { RESERVATION_KINDS } from './reservationKinds';

/**
 * What placing an order takes from the restaurant and cancelling it gives back (a product's
 * available quantity, the stock its recipe uses…). Each kind of reservation is one entry of
 * ORDER_RESERVATIONS; the order routes run them all, so a new kind never touches the routes.
 */
export interface OrderReservation {
  /** The collections `apply` changes; they are saved with the order. */
  collections: string[];
  /** Throws an ApiError with a Spanish message when the order cannot be served. Changes nothing. */
  check(state: StateWithRestaurant, order: OrderRecord): void;
  /** Takes what the order uses, or gives it back. Runs only once every check has passed. */
  apply(state: StateWithRestaurant, order: OrderRecord, direction: 'take' | 'giveBack', now: number): void;
  /** True when not even one unit of the product could be served now: the QR menu shows it 'Agotado'. */
  soldOut?(state: StateWithRestaurant, product: ProductRecord): boolean;
}

export const ORDER_RESERVATIONS: OrderReservation[] = RESERVATION_KINDS;

/**
 * Every check first, then every take, in one synchronous step: two orders racing for the last
 * unit are served one after the other, and an order is taken whole or not at all.
 * Returns the collections to save.
 */
export const reserveForOrder = (state: StateWithRestaurant, order: OrderRecord, now: number, reservations = ORDER_RESERVATIONS): string[] => {
  for (const reservation of reservations) reservation.check(state, order);
  for (const reservation of reservations) reservation.apply(state, order, 'take', now);
  return reservations.flatMap((reservation) => reservation.collections);
};

/** A cancelled order gives back everything it took. Returns the collections to save. */
export const releaseForOrder = (state: StateWithRestaurant, order: OrderRecord, now: number, reservations = ORDER_RESERVATIONS): string[] => {
  for (const reservation of reservations) reservation.apply(state, order, 'giveBack', now);
  return reservations.flatMap((reservation) => reservation.collections);
};

/**
 * Whether the QR menu shows a product as 'Agotado' (and refuses it): staff marked it so,
 * or some reservation cannot serve one unit.
 */
export const isSoldOut = (state: StateWithRestaurant, product: ProductRecord, reservations = ORDER_RESERVATIONS) =>
  product.soldOut === true ||
  reservations.some((reservation) => reservation.soldOut?.(state, product) ?? false);
