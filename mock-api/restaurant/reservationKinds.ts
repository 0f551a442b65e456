import { productAvailability } from './availability';
import type { OrderReservation } from './orderReservations';
import { stockReservation } from './stockReservation';

/** Every kind of reservation an order makes, in the order they are checked. A new kind is one line. */
export const RESERVATION_KINDS: OrderReservation[] = [
  productAvailability,
  stockReservation,
];
