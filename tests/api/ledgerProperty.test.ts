import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { crDate, DAY_MS } from '../../src/domain/costaRicaTime';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import type { OrderRecord, PaymentRecord, ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import type { Payment } from '../../src/domain/wire/payment';
import { chargeStatusOf } from '../../mock-api/restaurant/paymentView';
import { apiForFile, DEMO } from '../support/testApi';

/**
 * Random evenings against the API (docs/departures.md, "One ledger for money"): orders from several
 * phones at three tables, every way of paying the bill in any order (all, equal shares, items, an
 * amount, the receipt's own card payment, cash at the table), card, SINPE Móvil and cash, tips,
 * staff's and diners' cancels, SINPE confirmed, rejected or left to lapse, and the day's close.
 * After every step the money must add up, read from the stored records (the ledger's movements,
 * or the payment records of a data file without them):
 *   I1 no order line (no order) is kept paid beyond its price;
 *   I2 what a charge gave back never exceeds it;
 *   I3 Σ charges − Σ refunds (tips apart) = Σ what the orders keep, a cancelled order keeping at
 *      most the céntimos a cash refund cannot give back;
 *   I4 nothing is dated in a closed day after its close;
 *   I5 cash given back, and cash tips, are whole colones.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const api = apiForFile();
let state: StateWithRestaurant & Record<string, unknown>;
let tables: TableRecord[];
let products: ProductRecord[];
beforeAll(() => {
  state = api.store.state() as typeof state;
  tables = state.tables.filter((table) => table.merchant_id === 2).slice(0, 3);
  products = state.products.filter((product) => product.merchant_id === 2 && product.available > 200 && !product.optionGroups?.length).slice(0, 6);
});

type Method = 'card' | 'sinpe';
type Command =
  | { kind: 'order'; table: number; lines: [number, number][] }
  | { kind: 'payAll' | 'payAmount' | 'paySplit'; table: number; method: Method; share: number; tipPercent: number }
  | { kind: 'payItems'; table: number; method: Method }
  | { kind: 'payOwnOrder'; pick: number }
  | { kind: 'cash'; table: number; share: number; tip: number }
  | { kind: 'staffCancel' | 'dinerCancel'; pick: number }
  | { kind: 'confirm' | 'reject'; pick: number }
  | { kind: 'lapse' }
  | { kind: 'closeDay' };

const table = fc.integer({ min: 0, max: 2 });
const method = fc.constantFrom<Method>('card', 'sinpe');
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('order' as const), table, lines: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 3, selector: ([index]) => index }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('payAll' as const, 'payAmount' as const, 'paySplit' as const), table, method, share: fc.integer({ min: 1, max: 4 }), tipPercent: fc.constantFrom(0, 0, 10, 100, 150) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payItems' as const), table, method }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payOwnOrder' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cash' as const), table, share: fc.integer({ min: 1, max: 3 }), tip: fc.constantFrom(0, 100, 250.5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('staffCancel' as const, 'dinerCancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('confirm' as const, 'reject' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lapse' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'closeDay' as const }) },
);

let keys = 0;
const key = () => `prop-${Date.now()}-${(keys += 1)}`;
let references = 70_000_000_000;
const c = (amount: number) => Math.round(amount * 100);

interface Evening {
  token: string;
  orders: { id: number; table: number; cancelKey: string }[];
  closed: { date: string; at: number } | null;
}

const tabOf = async (index: number) => (await api.call('POST', '/table/tab/external', { body: { token: tables[index].token } })).body?.tab;
const payTab = (index: number, body: Record<string, unknown>) =>
  api.call('POST', '/table/pay/external', { body: { token: tables[index].token, ...body }, headers: { 'Idempotency-Key': key() } });
const methodBody = (chosen: Method) => (chosen === 'card' ? { method: 'card', card: CARD } : { method: 'sinpe', sinpeReference: String((references += 1)) });

const run = async (evening: Evening, step: Command) => {
  const pickOrder = (pick: number) => (evening.orders.length ? evening.orders[pick % evening.orders.length] : undefined);
  const pendingPayments = () => ((state.payments ?? []) as PaymentRecord[]).filter((payment) => chargeStatusOf(state, payment) === 'pending' && tables.some((candidate) => candidate.id === payment.tableId));
  switch (step.kind) {
    case 'order': {
      const answer = await api.call('POST', '/order/external', {
        body: { token: tables[step.table].token, name: `Comensal ${step.table}`, order: { detail: '', takeout: false, products: step.lines.map(([index, quantity]) => ({ id: products[index].id, quantity })) } },
        headers: { 'Idempotency-Key': key() },
      });
      if (answer.status === 200) evening.orders.push({ id: answer.body.order.id, table: step.table, cancelKey: answer.body.cancelKey });
      return;
    }
    case 'payAll':
    case 'payAmount':
    case 'paySplit': {
      const bill = await tabOf(step.table);
      if (!bill || bill.amounts.remaining <= 0) return;
      const remaining = c(bill.amounts.remaining);
      const part = step.kind === 'payAll' ? remaining : step.kind === 'paySplit' ? Math.ceil(remaining / (step.share + 1)) : Math.max(1, Math.floor(remaining / (step.share + 1)));
      await payTab(step.table, { amount: part / 100, tip: Math.round((part * step.tipPercent) / 100) / 100, ...methodBody(step.method) });
      return;
    }
    case 'payItems': {
      const bill = await tabOf(step.table);
      const round = bill?.rounds.find((candidate: { status: string; lines: { quantity: number; paidQuantity: number }[] }) => candidate.status !== 'CANCELLED' && candidate.lines.some((line) => line.quantity > line.paidQuantity));
      if (!round) return;
      const line = round.lines.find((candidate: { quantity: number; paidQuantity: number }) => candidate.quantity > candidate.paidQuantity);
      await payTab(step.table, { items: [{ orderId: round.orderId, productId: line.id, quantity: line.quantity - line.paidQuantity }], tip: 0, ...methodBody(step.method) });
      return;
    }
    case 'payOwnOrder': {
      const order = pickOrder(step.pick);
      if (!order) return;
      await api.call('POST', '/order/pay/external', { body: { orderId: order.id, token: tables[order.table].token, cancelKey: order.cancelKey, card: CARD } });
      return;
    }
    case 'cash': {
      const bill = await tabOf(step.table);
      if (!bill || bill.amounts.remaining <= 0) return;
      const remaining = c(bill.amounts.remaining);
      const part = step.share === 1 ? remaining : Math.max(100, Math.floor(remaining / step.share / 100) * 100);
      if (part > remaining) return;
      await api.call('POST', `/orders/tables/${tables[step.table].id}/cash`, { token: evening.token, body: { amount: part / 100, tip: step.tip, received: Math.ceil((part / 100 + step.tip) / 1000) * 1000 } });
      return;
    }
    case 'staffCancel': {
      const order = pickOrder(step.pick);
      const stored = order && state.orders.find((candidate) => candidate.id === order.id);
      if (!stored || stored.status === 'CANCELLED') return;
      await api.call('PUT', `/orders/${stored.id}/status`, { token: evening.token, body: { from: stored.status, status: 'CANCELLED', reason: 'Prueba de propiedades' } });
      return;
    }
    case 'dinerCancel': {
      const order = pickOrder(step.pick);
      if (!order) return;
      const token = tables[order.table].token;
      await api.call('PUT', `/order/cancel/external/${order.id}/${token}`, { body: { token, cancelKey: order.cancelKey } });
      return;
    }
    case 'confirm':
    case 'reject': {
      const pending = pendingPayments();
      if (!pending.length) return;
      const payment = pending[step.pick % pending.length];
      await api.call('PUT', `/orders/payments/${payment.id}/${step.kind}`, { token: evening.token, ...(step.kind === 'reject' ? { body: { reason: 'No aparece en el banco' } } : {}) });
      return;
    }
    case 'lapse': {
      api.clock.advance(16 * 60_000);
      evening.token = await api.login(DEMO.merchant);
      return;
    }
    case 'closeDay': {
      const date = crDate(api.clock.now());
      const read = await api.call('GET', `/cashClose/${date}`, { token: evening.token });
      if (read.status !== 200 || read.body.closed) return;
      const closed = await api.call('POST', `/cashClose/${date}/close`, { token: evening.token, body: { countedCash: Math.round(read.body.cash?.expected ?? 0), reason: 'Cierre de prueba' } });
      if (closed.status === 200) evening.closed = { date, at: api.clock.now() };
      return;
    }
  }
};

/** One money movement as the invariants read it: from the ledger, or from the payment records of a data file without one. */
interface Movement {
  kind: 'charge' | 'refund';
  id: string;
  refundOf: string | null;
  method: string;
  confirmed: boolean;
  amount: number;
  tip: number;
  at: string;
  /** Céntimos per order line ('orderId:lineId'), or per order ('orderId:*') where only that is known. */
  lines: Map<string, number>;
}

const movementsFrom = (): Movement[] => {
  const ledger = state.ledger as { id: number; kind: 'charge' | 'refund'; refundOf: number | null; method: string; status: string; amount: number; tip: number; at: string; settledAt: string | null; allocations: { orderId: number; lineId: number; cents: number }[] }[] | undefined;
  if (Array.isArray(ledger)) {
    return ledger.map((row) => ({
      kind: row.kind,
      id: String(row.id),
      refundOf: row.refundOf === null ? null : String(row.refundOf),
      method: row.method,
      confirmed: row.status === 'confirmed',
      amount: row.amount,
      tip: row.tip,
      at: row.settledAt ?? row.at,
      lines: row.allocations.reduce((lines, allocation) => lines.set(`${allocation.orderId}:${allocation.lineId}`, (lines.get(`${allocation.orderId}:${allocation.lineId}`) ?? 0) + allocation.cents), new Map<string, number>()),
    }));
  }
  // a data file from before the ledger: each payment record, its recorded lines, its refunds per order
  const tabs = (state.tabs ?? []) as { id: number; parts?: { paymentId: number; lines: { orderId?: number; id: number; cents?: number }[] }[] }[];
  const rows: Movement[] = [];
  // (whose payment records carried their own amounts: the wire's Payment with its merchant)
  for (const payment of (state.payments ?? []) as (Payment & { merchant_id: number })[]) {
    const parts = tabs.find((candidate) => candidate.id === payment.tabId)?.parts?.find((part) => part.paymentId === payment.id)?.lines;
    const lines = new Map<string, number>();
    if (parts) for (const line of parts) lines.set(`${line.orderId}:${line.id}`, (lines.get(`${line.orderId}:${line.id}`) ?? 0) + (line.cents ?? 0));
    else for (const orderId of payment.orderIds) lines.set(`${orderId}:*`, c(payment.amount) / payment.orderIds.length);
    rows.push({ kind: 'charge', id: String(payment.id), refundOf: null, method: payment.method, confirmed: payment.status === 'confirmed', amount: c(payment.amount), tip: c(payment.tip), at: payment.confirmedAt ?? payment.createdAt, lines });
    for (const [index, refund] of (payment.refunds ?? []).entries()) {
      rows.push({ kind: 'refund', id: `${payment.id}-${index}`, refundOf: String(payment.id), method: payment.method, confirmed: true, amount: c(refund.amount), tip: 0, at: refund.at, lines: new Map([[`${refund.orderId}:*`, c(refund.amount)]]) });
    }
  }
  return rows;
};

const priceOf = (order: OrderRecord) => c(order.total);

const checkInvariants = (evening: Evening, step: number) => {
  const movements = movementsFrom();
  const charges = movements.filter((row) => row.kind === 'charge' && row.confirmed);
  const refunds = movements.filter((row) => row.kind === 'refund');
  const ours = new Set(evening.orders.map((order) => order.id));
  // what each of the evening's orders keeps: charges less refunds, by order
  const kept = new Map<number, number>();
  const keep = (lines: Map<string, number>, sign: number) => {
    for (const [line, cents] of lines) {
      const orderId = Number(line.split(':')[0]);
      if (ours.has(orderId)) kept.set(orderId, (kept.get(orderId) ?? 0) + sign * cents);
    }
  };
  for (const charge of charges) keep(charge.lines, 1);
  for (const refund of refunds) keep(refund.lines, -1);
  const where = `step ${step}`;
  for (const orderId of ours) {
    const order = state.orders.find((candidate) => candidate.id === orderId)!;
    const held = kept.get(orderId) ?? 0;
    // I1: no order is kept paid beyond its price; I3: a cancelled order keeps at most a colón per cash charge
    expect(held, `I1 order ${order.orderNumber} kept ${held} of ${priceOf(order)} (${where})`).toBeLessThanOrEqual(priceOf(order));
    if (order.status === 'CANCELLED') {
      const cashCharges = charges.filter((charge) => charge.method === 'cash' && [...charge.lines.keys()].some((line) => Number(line.split(':')[0]) === orderId)).length;
      expect(held, `I3 cancelled order ${order.orderNumber} keeps ${held} (${where})`).toBeLessThan(100 * cashCharges + 1);
    }
  }
  // I1 by line, where the movements name lines
  const byLine = new Map<string, number>();
  for (const charge of charges) for (const [line, cents] of charge.lines) byLine.set(line, (byLine.get(line) ?? 0) + cents);
  for (const refund of refunds) for (const [line, cents] of refund.lines) byLine.set(line, (byLine.get(line) ?? 0) - cents);
  for (const [line, cents] of byLine) {
    const [orderId, lineId] = line.split(':').map(Number);
    if (!ours.has(orderId) || Number.isNaN(lineId)) continue;
    const order = state.orders.find((candidate) => candidate.id === orderId)!;
    const product = order.products.find((candidate) => candidate.id === lineId);
    const merchant = state.merchants.find((candidate) => candidate.id === order.merchant_id)!;
    const price = product ? finalPriceCents(product, totalsOptionsOf(merchant)) * product.quantity : 0;
    expect(cents, `I1 line ${line} kept ${cents} of ${price} (${where})`).toBeLessThanOrEqual(price);
  }
  // I2: a charge gives back at most what it took, tips apart
  for (const charge of movements.filter((row) => row.kind === 'charge')) {
    const given = refunds.filter((refund) => refund.refundOf === charge.id).reduce((sum, refund) => sum + refund.amount, 0);
    expect(given, `I2 charge ${charge.id} gave back ${given} of ${charge.amount} (${where})`).toBeLessThanOrEqual(charge.amount);
  }
  // I3: the money held for the evening's orders is what they keep
  const evenings = (row: Movement) => [...row.lines.keys()].some((line) => ours.has(Number(line.split(':')[0])));
  const held = charges.filter(evenings).reduce((sum, row) => sum + row.amount, 0) - refunds.filter(evenings).reduce((sum, row) => sum + row.amount, 0);
  const keptTotal = [...kept.values()].reduce((sum, cents) => sum + cents, 0);
  expect(Math.abs(held - keptTotal), `I3 held ${held} against kept ${keptTotal} (${where})`).toBeLessThanOrEqual(1);
  // I4: nothing dated in a closed day after its close
  if (evening.closed) {
    const { date, at } = evening.closed;
    const late = movements.filter((row) => crDate(Date.parse(row.at)) === date && Date.parse(row.at) > at);
    expect(late.map((row) => row.id), `I4 movements after the close of ${date} (${where})`).toEqual([]);
  }
  // I5: cash given back and cash tips in whole colones
  for (const row of movements.filter((candidate) => candidate.method === 'cash')) {
    if (row.kind === 'refund') expect(row.amount % 100, `I5 cash refund ${row.id} (${where})`).toBe(0);
    expect(row.tip % 100, `I5 cash tip of ${row.id} (${where})`).toBe(0);
  }
};

describe('the ledger over random evenings', () => {
  it('keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 22 }), async (steps) => {
        // a new evening: the next day, the staff signed in again, the three tables free
        api.clock.advance(DAY_MS);
        const evening: Evening = { token: await api.login(DEMO.merchant), orders: [], closed: null };
        for (const candidate of tables) await api.call('PUT', `/orders/tables/${candidate.id}/close`, { token: evening.token });
        for (const [index, step] of steps.entries()) {
          await run(evening, step);
          checkInvariants(evening, index);
        }
      }),
      { numRuns: 15, seed: 20261127, endOnFailure: true },
    );
    // every run is an evening of HTTP calls: minutes, not the default seconds
  }, 600_000);
});
