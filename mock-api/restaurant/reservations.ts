import { ORDER_RESERVATIONS } from './orderReservations';
import { stockReservation } from './stockReservation';

/**
 * What an order reserves, registered once when the app is built (mock-api/app.ts imports this
 * module). Each kind is one line.
 */
ORDER_RESERVATIONS.push(stockReservation);
