import { randomBytes } from 'node:crypto';
import { crStartOfDay } from '../../src/domain/costaRicaTime';
import { orderTotals } from '../../src/domain/orderTotals';
import { DINER, type OrderChange, type OrderStatus } from '../../src/domain/orderStatus';
import { hashCancelKey } from '../restaurant/cancelKey';
import type { Rng } from './random';
import type { OrderLine, OrderRecord, RestaurantState } from '../storage/restaurantRecords';
import type { DbState } from '../storage/records';

/** The demo restaurants (comercio@demo.cr's and comercio2@demo.cr's): their boards open with a day's orders. */
const DEMO_RESTAURANTS = [2, 3];
const ORDERS_PER_RESTAURANT = 36;
const MESSAGES = ['', '', '', 'Sin cebolla', 'Bien cocido', 'Sin hielo', 'Salsa aparte', 'Poco picante'];
const DETAILS = ['', '', '', 'Somos 4 personas', 'Traer cubiertos extra', 'Celebramos un cumpleaños'];
const STAFF_REASONS = ['El cliente se retiró', 'Producto agotado en cocina', 'Pedido duplicado'];
const MINUTE = 60_000;

/**
 * Where an order stands by how recent it is (`rank` 0 is the newest): the kitchen has the newest,
 * the older ones are served, a few were cancelled; every status is present on every board.
 */
const statusFor = (r: Rng, rank: number): OrderStatus => {
  if (rank < 4) return 'CREATED';
  if (rank < 8) return 'PREPARING';
  if (rank < 12) return 'READY';
  if (rank === 15 || rank === 25 || r.chance(0.05)) return 'CANCELLED';
  return 'DELIVERED';
};

const FORWARD: OrderStatus[] = ['CREATED', 'PREPARING', 'READY', 'DELIVERED'];

/**
 * Today's QR orders of the demo restaurants: a few dozen each, placed over the hours
 * before the seed was built (never before today's midnight, Costa Rica time), across every
 * status with their history. Ids and numbers come first, so orders placed later continue after
 * them. Cancel keys are random and thrown away: no device can cancel a seeded order.
 */
export const withTodaysOrders = <S extends DbState & Omit<RestaurantState, 'orders'>>(r: Rng, state: S, now: number): S & { orders: OrderRecord[] } => {
  const orders: OrderRecord[] = [];
  for (const merchantId of DEMO_RESTAURANTS) {
    const merchant = state.merchants.find((candidate) => candidate.id === merchantId);
    const activeSections = new Set(state.sections.filter((section) => section.merchant_id === merchantId && section.status === 'ACT').map((section) => section.id));
    const tables = state.tables.filter((table) => table.merchant_id === merchantId && activeSections.has(table.sectionId));
    // diners at a table order dishes and drinks; the shop's coffee bags and chilero are bought at the
    // till now and then, never the day's best sellers on the owner's home
    const products = state.products.filter((product) => product.merchant_id === merchantId && product.preparedAt !== null);
    const waiters = state.waiters.filter((waiter) => waiter.merchant_id === merchantId);
    const staff = state.users.filter((user) => user.merchant_id === merchantId && (user.group_id === 2 || user.group_id === 4)).map((user) => `${user.name} ${user.lastname}`.trim());
    if (!merchant || !tables.length || !products.length) continue;
    const opening = Math.max(crStartOfDay(now), now - 8 * 60 * MINUTE);
    const span = Math.max(now - MINUTE - opening, ORDERS_PER_RESTAURANT * 1000);
    const times = Array.from({ length: ORDERS_PER_RESTAURANT }, () => now - MINUTE - Math.floor(r.int(0, 1000) / 1000 * span)).sort((a, b) => a - b);
    times.forEach((createdAt, index) => {
      const chosen = new Set<number>();
      const lineCount = r.int(1, 4);
      while (chosen.size < lineCount) chosen.add(r.pick(products).id);
      const lines: OrderLine[] = [...chosen].map((id) => {
        const product = products.find((candidate) => candidate.id === id)!;
        return { id, name: product.name, quantity: r.int(1, 3), price: product.price, tax: product.tax, carriesService: product.carriesService, message: r.pick(MESSAGES) };
      });
      const status = statusFor(r, times.length - 1 - index);
      const history: OrderChange[] = [{ status: 'CREATED', at: new Date(createdAt).toISOString(), by: DINER }];
      let at = createdAt;
      const step = () => (at = Math.min(now, at + r.int(2, 12) * MINUTE));
      if (status === 'CANCELLED') {
        const byDiner = r.chance(0.5);
        at = byDiner ? createdAt + r.int(3, 12) * 1000 : step();
        history.push(byDiner ? { status, at: new Date(at).toISOString(), by: DINER } : { status, at: new Date(at).toISOString(), by: r.pick(staff), reason: r.pick(STAFF_REASONS) });
      } else {
        for (const next of FORWARD.slice(1, FORWARD.indexOf(status) + 1)) history.push({ status: next, at: new Date(step()).toISOString(), by: r.pick(staff) });
      }
      orders.push({
        id: orders.length + 1,
        orderNumber: 1001 + index,
        merchant_id: merchantId,
        table_id: r.pick(tables).id,
        detail: r.pick(DETAILS),
        takeout: false,
        products: lines,
        ...orderTotals(lines, { simplifiedRegime: merchant.simplifiedRegime }),
        status,
        createdAt,
        date: new Date(createdAt).toISOString(),
        cancelledAt: status === 'CANCELLED' ? at : null,
        cancelKeyHash: hashCancelKey(randomBytes(16).toString('base64url')),
        history,
        waiterId: status !== 'CREATED' && status !== 'CANCELLED' && waiters.length ? r.pick(waiters).id : null,
      });
      // a table with a waiter this shift (seed/demoWaiter.ts) gives every order at it that waiter, as the
      // server does (mock-api/restaurant): the pick above is still drawn, so the rest of the day stays the same
      const placed = orders[orders.length - 1];
      const tableWaiter = tables.find((table) => table.id === placed.table_id)?.waiterId;
      if (tableWaiter) placed.waiterId = tableWaiter;
    });
  }
  return { ...state, orders };
};
