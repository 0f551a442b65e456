import { PER_CENT, toPriceUnits } from '../../src/domain/finalPrice';
import type { PaymentMethod } from '../../src/domain/wire/payment';
import { toCents } from '../../src/domain/minorUnits';
import { tillPayments, type TillPayment } from '../restaurant/tillRecords';
import { bookOf } from '../restaurant/ledger';
import type { OrderRecord, StateWithRestaurant } from '../storage/restaurantRecords';

/**
 * The figures of a restaurant over an interval [from, to) (epoch ms), in whole céntimos: the one
 * reading behind the day's close and the owner's home, so the two never
 * disagree. Orders count by the instant they were placed, payments by their `createdAt`.
 */

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'sinpe', 'cash'];

/** The merchant's orders (one scan of the collection), and by id for the payments that name one. */
export const merchantOrders = (orders: readonly OrderRecord[], merchantId: number) => {
  const own = orders.filter((order) => order.merchant_id === merchantId);
  return { own, byId: new Map(own.map((order) => [order.id, order])) };
};

/**
 * One order's IVA per CABYS rate with the base it was charged on, in céntimos: each line as the
 * receipt rounds it (orderTotals.ts), and whatever the order's own rounding left over on the
 * largest rate, so the rates add up to the order's `tax` and the bases to its `subtotal`.
 */
export const orderTaxByRate = (order: OrderRecord) => {
  const rates = new Map<number, { base: number; tax: number }>();
  const taxed = order.tax > 0;
  for (const line of order.products) {
    const units = toPriceUnits(line.price) * line.quantity;
    const rate = Number(line.tax) || 0;
    const entry = rates.get(rate) ?? { base: 0, tax: 0 };
    entry.base += Math.floor((units + PER_CENT / 2) / PER_CENT);
    if (taxed) entry.tax += Math.floor((units * rate + 50_000) / 100_000);
    rates.set(rate, entry);
  }
  const largest = [...rates.keys()].sort((a, b) => b - a)[0];
  if (largest !== undefined) {
    const entry = rates.get(largest)!;
    let base = 0;
    let tax = 0;
    for (const value of rates.values()) {
      base += value.base;
      tax += value.tax;
    }
    entry.base += toCents(order.subtotal) - base;
    entry.tax += toCents(order.tax) - tax;
  }
  return rates;
};

export interface MethodTotal {
  method: PaymentMethod;
  count: number;
  amountCents: number;
  tipCents: number;
}

/** Confirmed payments by method, card, SINPE and cash always present and in that order. */
export const byMethod = (payments: readonly TillPayment[]): MethodTotal[] =>
  PAYMENT_METHODS.map((method) => {
    const own = payments.filter((payment) => payment.method === method && payment.status === 'confirmed');
    return { method, count: own.length, amountCents: own.reduce((sum, payment) => sum + payment.amountCents, 0), tipCents: own.reduce((sum, payment) => sum + payment.tipCents, 0) };
  });

/** The orders placed in [from, to): those kept and those cancelled, with their totals. */
export const orderFigures = (orders: readonly OrderRecord[], from: number, to: number) => {
  const kept: OrderRecord[] = [];
  const cancelled: OrderRecord[] = [];
  for (const order of orders) {
    if (order.createdAt < from || order.createdAt >= to) continue;
    (order.status === 'CANCELLED' ? cancelled : kept).push(order);
  }
  const total = (list: OrderRecord[]) => list.reduce((sum, order) => sum + toCents(order.total), 0);
  return { kept, cancelled, keptCents: total(kept), cancelledCents: total(cancelled) };
};

/**
 * Everything of [from, to) the close shows, in céntimos. The service and the IVA are those of what
 * was charged (docs/departures.md, "A close that reconciles"): each order's, in the part of its
 * total the ledger's kept money pays (mock-api/restaurant/ledger.ts).
 */
export const restaurantFigures = (state: { orders: OrderRecord[] }, merchantId: number, from: number, to: number, now = Date.now()) => {
  const { own, byId } = merchantOrders(state.orders, merchantId);
  const orders = orderFigures(own, from, to);
  let serviceCents = 0;
  const taxByRate = new Map<number, { base: number; tax: number }>();
  const book = bookOf(state as StateWithRestaurant, orders.kept, now);
  const keptOf = new Map<number, { kept: number; price: number }>();
  for (const line of book.values()) {
    const entry = keptOf.get(line.orderId) ?? { kept: 0, price: 0 };
    entry.kept += line.charged - line.refunded;
    entry.price += line.price;
    keptOf.set(line.orderId, entry);
  }
  for (const order of orders.kept) {
    const { kept = 0, price = 0 } = keptOf.get(order.id) ?? {};
    if (kept <= 0 || price <= 0) continue;
    const part = (value: number) => (kept >= price ? value : Math.round((value * kept) / price));
    serviceCents += part(toCents(order.otherCharges));
    for (const [rate, entry] of orderTaxByRate(order)) {
      const sum = taxByRate.get(rate) ?? { base: 0, tax: 0 };
      sum.base += part(entry.base);
      sum.tax += part(entry.tax);
      taxByRate.set(rate, sum);
    }
  }
  const till = tillPayments(state, merchantId, from, to, byId, now);
  return { ...orders, serviceCents, taxByRate, ...till };
};
