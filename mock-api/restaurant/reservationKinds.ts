import { productAvailability } from './availability';
import type { OrderReservation } from './orderReservations';

/** Every kind of reservation an order makes, in the order they are checked. A new kind is one line. */
export const RESERVATION_KINDS: OrderReservation[] = [
  productAvailability,
];
