import type { LocatedPrinter } from '../../src/domain/kitchenRules';
import type { OrderChange, OrderStatus } from '../../src/domain/orderStatus';

/** An order as GET /orders/today and the event stream give it (mock-api/restaurant/boardOrder.ts). */
export interface BoardOrder {
  id: number;
  orderNumber: number;
  status: OrderStatus;
  date: string;
  table: { id: number; name: string } | null;
  section: { id: number; name: string } | null;
  waiter: { id: number; name: string } | null;
  products: { id: number; name: string; quantity: number; message: string; preparedAt: number | null }[];
  detail: string;
  subtotal: number;
  tax: number;
  otherCharges: number;
  total: number;
  paid: boolean;
  /** Paid, then cancelled by staff: the payment was given back to the card. */
  refunded: boolean;
  history: OrderChange[];
}

export interface Named {
  id: number;
  name: string;
}

/** What the board needs besides the orders: the printers (one ticket per location), waiters and the filters' choices. */
export interface BoardContext {
  lastEventId: string;
  printers: LocatedPrinter[];
  waiters: Named[];
  sections: Named[];
  tables: (Named & { sectionId: number })[];
}

export type TodayAnswer = BoardContext & { orders: BoardOrder[] };
