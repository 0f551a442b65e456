import { describe, expect, it } from 'vitest';
import { crDate, crDayStart } from '../../src/domain/costaRicaTime';
import { addDays } from '../../src/domain/dateRanges';
import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { dayClose } from '../../src/domain/wire/dayClose';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { asCents } from '../../src/domain/minorUnits';
import { ApiError } from '../../mock-api/http';
import { assertDayOpen } from '../../mock-api/restaurant/dayClose';
import type { LedgerMovement } from '../../mock-api/restaurant/ledger';
import type { QrPaymentRecord } from '../../mock-api/restaurant/qrPayments';
import type { OrderRecord, PaymentRecord, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });
const state = () =>
  api.store.state() as StateWithRestaurant & { payments: PaymentRecord[]; ledger: LedgerMovement[]; qrPayments?: QrPaymentRecord[]; tabs: { id: number; merchant_id: number; tableId: number; openedAt: string; closedAt: string | null }[] };
/** A movement of the ledger written straight into the data (mock-api/restaurant/ledger.ts), as a test's fixture. */
/** A movement as the ledger's writer leaves it, its amounts given as plain minor units. */
const movement = ({
  amount,
  tip = 0,
  allocations = [],
  ...fields
}: Omit<Partial<LedgerMovement>, 'amount' | 'tip' | 'allocations'> &
  Pick<LedgerMovement, 'id' | 'method' | 'status' | 'at'> & { amount: number; tip?: number; allocations?: { orderId: number; lineId: number; cents: number }[] }): LedgerMovement => ({
  merchant_id: 2,
  kind: 'charge',
  currency: 'CRC',
  amount: asCents(amount),
  tip: asCents(tip),
  allocations: allocations.map((allocation) => ({ ...allocation, cents: asCents(allocation.cents) })),
  tableId: null,
  tabId: null,
  paymentId: null,
  transactionId: null,
  refundOf: null,
  expiresAt: null,
  settledAt: fields.at,
  by: 'Menú QR',
  reason: null,
  ...fields,
});
const today = () => crDate(api.clock.now());
const read = (date: string, token = tokens.merchant) => api.call('GET', `/cashClose/${date}`, { token });
/** Closes the day counting the expected cash, with a reason (bills may be open): the count itself is tested apart. */
const close = async (date: string, token = tokens.merchant) => {
  const expectedCash = (await read(date, token)).body?.cash?.expected ?? 0;
  return api.call('POST', `/cashClose/${date}/close`, { token, body: { countedCash: Math.round(expectedCash), reason: 'Cierre de prueba' } });
};

const c = (amount: number) => Math.round(amount * 100);
/** A line's final total in céntimos, as the ledger prices it (mock-api/restaurant/ledger.ts). */
const finalCents = (order: OrderRecord, index: number) => {
  const line = order.products[index];
  return finalPriceCents(line, { tableService: true }) * line.quantity;
};
const sumC = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / 100;

/** The close recomputed from the records alone: the day's confirmed payments and its orders. */
const expected = (merchantId: number, date: string) => {
  const s = state();
  const payments = (s.ledger ?? [])
    .filter((row) => row.kind === 'charge' && row.merchant_id === merchantId && crDate(Date.parse(row.at)) === date && row.status === 'confirmed')
    .map((row) => ({ method: row.method, amount: row.amount / 100, tip: row.tip / 100, waiterId: s.payments.find((payment) => payment.id === row.paymentId)?.waiterId ?? null }));
  const orders = s.orders.filter((order) => order.merchant_id === merchantId && crDate(order.createdAt) === date);
  // the service and IVA are those of what was charged: the seed's orders are paid whole or not at all
  const keptCents = (order: OrderRecord) =>
    (s.ledger ?? []).reduce((sum, row) => sum + (row.kind === 'refund' ? -1 : row.status === 'confirmed' ? 1 : 0) * row.allocations.filter((line) => line.orderId === order.id).reduce((all, line) => all + line.cents, 0), 0);
  const charged = orders.filter((order) => order.status !== 'CANCELLED' && keptCents(order) >= c(order.total));
  const kept = orders.filter((order) => order.status !== 'CANCELLED');
  const cancelled = orders.filter((order) => order.status === 'CANCELLED');
  const waiterIds = [...new Set(payments.filter((payment) => payment.tip > 0).map((payment) => payment.waiterId))];
  return {
    methods: (['card', 'sinpe', 'cash'] as const).map((method) => {
      const own = payments.filter((payment) => payment.method === method);
      return { method, currency: 'CRC', count: own.length, amount: sumC(own.map((payment) => c(payment.amount))), tips: sumC(own.map((payment) => c(payment.tip))) };
    }),
    total: { count: payments.length, amount: sumC(payments.map((payment) => c(payment.amount))), tips: sumC(payments.map((payment) => c(payment.tip))) },
    tipsByWaiter: waiterIds.map((waiterId) => ({ waiterId, tips: sumC(payments.filter((payment) => payment.waiterId === waiterId).map((payment) => c(payment.tip))) })),
    service: sumC(charged.map((order) => c(order.otherCharges))),
    tax: sumC(charged.map((order) => c(order.tax))),
    subtotal: sumC(charged.map((order) => c(order.subtotal))),
    orders: { count: kept.length, amount: sumC(kept.map((order) => c(order.total))) },
    cancelled: { count: cancelled.length, amount: sumC(cancelled.map((order) => c(order.total))) },
  };
};

const checkAgainstRecords = (body: ReturnType<typeof dayClose.parse>, merchantId: number, date: string) => {
  const want = expected(merchantId, date);
  expect(body.methods).toEqual(want.methods);
  expect(body.total).toEqual(want.total);
  expect(body.tipsByWaiter.map(({ waiterId, tips }) => ({ waiterId, tips })).sort((a, b) => (a.waiterId ?? 0) - (b.waiterId ?? 0))).toEqual(want.tipsByWaiter.sort((a, b) => (a.waiterId ?? 0) - (b.waiterId ?? 0)));
  expect(body.service).toBe(want.service);
  expect(sumC(body.taxByRate.map((rate) => c(rate.tax)))).toBe(want.tax);
  expect(sumC(body.taxByRate.map((rate) => c(rate.base)))).toBe(want.subtotal);
  expect(body.orders).toEqual(want.orders);
  expect(body.cancelled).toEqual(want.cancelled);
  // the methods add up to the total, to the colón
  expect(sumC(body.methods.map((method) => c(method.amount)))).toBe(body.total.amount);
  expect(sumC(body.tipsByWaiter.map((waiter) => c(waiter.tips)))).toBe(body.total.tips);
};

describe('GET /cashClose/{date}', () => {
  it("equals, to the céntimo, the day's payments by method, tips per waiter, service, IVA and orders (seeded days and today)", async () => {
    for (const back of [0, 1, 6, 20]) {
      const date = addDays(today(), -back);
      const answer = await read(date);
      expect(answer.status).toBe(200);
      expect(dayClose.parse(answer.body)).toEqual(answer.body);
      checkAgainstRecords(answer.body, 2, date);
      expect(answer.body.closed).toBeNull();
    }
    // the seed gives a past day payments by every method, tips and a 13 % IVA
    const yesterday = (await read(addDays(today(), -1))).body;
    expect(yesterday.methods.every((method: { count: number }) => method.count > 0)).toBe(true);
    expect(yesterday.total.tips).toBeGreaterThan(0);
    expect(yesterday.taxByRate.some((rate: { rate: number; tax: number }) => rate.rate === 13 && rate.tax > 0)).toBe(true);
  });

  /** A QR menu card transaction of today's first ready order, with no movement of the ledger naming it yet. */
  const cardSale = (currency_code: 188 | 840) => {
    const s = state();
    const rows = (s.qrPayments ??= []);
    const order = s.orders.find((candidate) => candidate.merchant_id === 2 && crDate(candidate.createdAt) === today() && candidate.status === 'READY') as OrderRecord;
    const at = new Date(api.clock.now() - 6 * 3600_000).toISOString().slice(0, 19) + '-06:00';
    const base = { merchant_id: 2, auth_code: '123456', currency_code, date_time: at, scheme: 'VISA', pan: '********4242', status: 'APPROVED', external_transaction_reference: '1', user_id: null, full_name: 'Menú QR', order_id: order.id } as const;
    return { s, rows, order, base, movedAt: new Date(api.clock.now() - 60_000).toISOString() };
  };
  const card = (body: { methods: { method: string; count: number; amount: number }[] }) => body.methods.find((method) => method.method === 'card')!;

  it('counts money from the ledger alone: a card transaction no movement names moves nothing; the movement naming it counts once', async () => {
    const { s, rows, order, base, movedAt } = cardSale(188);
    const before = (await read(today())).body;
    rows.push({ ...base, transaction_id: 990001, voucher_id: 'a'.repeat(22), amount: c(order.total), transaction_type_desc: 'PAYMENT' } as QrPaymentRecord);
    rows.push({ ...base, transaction_id: 990002, voucher_id: 'b'.repeat(22), amount: 5000, transaction_type_desc: 'REFUND', refund_of: 990001 } as QrPaymentRecord);
    const unnamed = (await read(today())).body;
    expect(card(unnamed)).toEqual(card(before));
    expect(unnamed.refunds).toEqual(before.refunds);
    // the sale's movement and its refund's: the card counted once, the refund once
    s.ledger.push(movement({ id: 990001, method: 'card', status: 'confirmed', amount: c(order.total), transactionId: 990001, at: movedAt }));
    s.ledger.push(movement({ id: 990002, kind: 'refund', refundOf: 990001, method: 'card', status: 'confirmed', amount: 5000, transactionId: 990002, at: movedAt }));
    const named = (await read(today())).body;
    expect(card(named).count).toBe(card(before).count + 1);
    expect(c(card(named).amount) - c(card(before).amount)).toBe(c(order.total));
    expect(named.refunds).toMatchObject({ count: before.refunds.count + 1, amount: before.refunds.amount + 50 });
    expect(named.refunds.methods.find((line: { method: string }) => line.method === 'card').count).toBe(before.refunds.methods.find((line: { method: string }) => line.method === 'card').count + 1);
    s.ledger.splice(-2, 2);
    rows.splice(-2, 2);
  });

  it("counts a dollar sale in the colones its movement keeps, not the transaction's dollars, and its refund too", async () => {
    const { s, rows, order, base, movedAt } = cardSale(840);
    const before = (await read(today())).body;
    // its amount in dollar cents: about the order's colones at ₡505 the dollar
    const dollarCents = Math.round(c(order.total) / 505);
    rows.push({ ...base, transaction_id: 990003, voucher_id: 'c'.repeat(22), amount: dollarCents, transaction_type_desc: 'PAYMENT' } as QrPaymentRecord);
    s.ledger.push(movement({ id: 990003, method: 'card', status: 'confirmed', amount: c(order.total), transactionId: 990003, at: movedAt }));
    const paid = (await read(today())).body;
    expect(c(card(paid).amount) - c(card(before).amount)).toBe(c(order.total));
    rows.push({ ...base, transaction_id: 990004, voucher_id: 'd'.repeat(22), amount: dollarCents, transaction_type_desc: 'REFUND', refund_of: 990003 } as QrPaymentRecord);
    s.ledger.push(movement({ id: 990004, kind: 'refund', refundOf: 990003, method: 'card', status: 'confirmed', amount: c(order.total), transactionId: 990004, at: movedAt }));
    const refunded = (await read(today())).body;
    expect(c(refunded.refunds.amount) - c(before.refunds.amount)).toBe(c(order.total));
    s.ledger.splice(-2, 2);
    rows.splice(-2, 2);
  });

  /** A new unpaid order of that day on a new open tab, like a seeded one: removed by the returned function. */
  const unpaidOrderOn = (date: string, hour: number, tabId: number) => {
    const s = state();
    const at = new Date((crDayStart(date) as number) + hour * 3600_000).toISOString();
    const model = s.orders.find((candidate) => candidate.merchant_id === 2 && candidate.status === 'DELIVERED' && crDate(candidate.createdAt) === date)!;
    const order = { ...model, id: tabId, orderNumber: 9_000 + (tabId % 1000), createdAt: Date.parse(at), date: at, tabId } as OrderRecord & { tabId: number };
    const tab = { id: tabId, merchant_id: 2, tableId: order.table_id, openedAt: at, closedAt: null };
    s.orders.push(order);
    s.tabs.push(tab);
    const table = s.tables.find((candidate) => candidate.id === order.table_id)!.name;
    return { s, at, order, tab, table, remove: () => (s.orders.splice(s.orders.indexOf(order), 1), s.tabs.splice(s.tabs.indexOf(tab), 1)) };
  };

  it('lists every order of the day still owing, with what it owes, and SINPE payments still unconfirmed', async () => {
    const date = addDays(today(), -2);
    const { s, at, order, tab, table, remove } = unpaidOrderOn(date, 15, 990001);
    const line = order.products[0];
    const template = s.payments.find((payment) => payment.merchant_id === 2)!;
    const pending: PaymentRecord = { ...template, id: 990002, tabId: tab.id, tableId: tab.tableId, method: 'sinpe', sinpeReference: '12345678901', createdAt: at, cashReceived: null, change: null };
    s.payments.push(pending);
    s.ledger.push(movement({ id: 990002, method: 'sinpe', status: 'pending', amount: 1000, tip: 100, paymentId: 990002, tabId: tab.id, at, allocations: [{ orderId: order.id, lineId: line.id, cents: 1000 }] }));
    const body = (await read(date)).body;
    // held by a reference in review, the order still owes it: it is not paid until staff confirm
    expect(body.openTabs).toEqual([{ tabId: tab.id, table, openedAt: at, ordered: order.total, paid: 0, owed: order.total, orderNumbers: [order.orderNumber] }]);
    expect(body.pendingSinpe).toEqual([{ paymentId: 990002, table, amount: 10, tip: 1, reference: '12345678901', createdAt: at }]);
    // a pending payment is not in the totals
    checkAgainstRecords(body, 2, date);
    s.payments.pop();
    s.ledger.pop();
    remove();
  });

  it('counts what was given back out of an open bill’s paid, and leaves a fully paid one out of the unpaid ones', async () => {
    const date = addDays(today(), -2);
    const { s, at, order, tab, table, remove } = unpaidOrderOn(date, 16, 990011);
    const line = order.products[0];
    // a card charge of (part of) the first line, ₡12.34 of it given back
    const lineCents = Math.min(finalCents(order, 0), 2000);
    s.ledger.push(movement({ id: 990011, method: 'card', status: 'confirmed', amount: lineCents, tabId: tab.id, at, allocations: [{ orderId: order.id, lineId: line.id, cents: lineCents }] }));
    s.ledger.push(movement({ id: 990012, kind: 'refund', refundOf: 990011, method: 'card', status: 'confirmed', amount: 1234, tabId: tab.id, at, allocations: [{ orderId: order.id, lineId: line.id, cents: 1234 }] }));
    const paid = (lineCents - 1234) / 100;
    expect((await read(date)).body.openTabs).toEqual([{ tabId: tab.id, table, openedAt: at, ordered: order.total, paid, owed: Math.round((order.total - paid) * 100) / 100, orderNumbers: [order.orderNumber] }]);
    // the rest paid: the bill owes nothing, open or not
    const rest = order.products.map((product, index) => ({ orderId: order.id, lineId: product.id, cents: finalCents(order, index) - (index === 0 ? lineCents - 1234 : 0) }));
    s.ledger.push(movement({ id: 990013, method: 'cash', status: 'confirmed', amount: rest.reduce((sum, row) => sum + row.cents, 0), tabId: tab.id, at, allocations: rest }));
    expect((await read(date)).body.openTabs).toEqual([]);
    s.ledger.splice(-3, 3);
    remove();
  });

  it("shows a merchant only its own restaurant, refuses the provider's groups, bad and future days", async () => {
    const date = addDays(today(), -1);
    const own = (await read(date, tokens.merchant2)).body;
    checkAgainstRecords(own, 3, date);
    expect(own.total.count).toBe(0);
    expect((await read(date, tokens.operator)).body).toEqual((await read(date)).body);
    expect((await read(date, tokens.admin)).status).toBe(403);
    expect((await api.call('GET', `/cashClose/${date}`)).status).toBe(401);
    for (const bad of ['2026-02-30', '20261101', 'ayer', '2026-1-1']) expect(await read(bad)).toMatchObject({ status: 400, body: { message: dayCloseMessages.badDate } });
    expect(await read(addDays(today(), 1))).toMatchObject({ status: 400, body: { message: dayCloseMessages.futureDay } });
  });
});

describe('POST /cashClose/{date}/close', () => {
  it("waits for the day's SINPE payments, then closes the day: its figures stay, its payments cannot change, a correction goes on an open day", async () => {
    const s = state();
    const date = addDays(today(), -3);
    const at = new Date((crDayStart(date) as number) + 13 * 3600_000).toISOString();
    const template = s.payments.find((payment) => payment.merchant_id === 2)!;
    const pending: PaymentRecord = { ...template, id: 990003, method: 'sinpe', sinpeReference: '98765432101', createdAt: at };
    s.payments.push(pending);
    s.ledger.push(movement({ id: 990003, method: 'sinpe', status: 'pending', amount: 0, paymentId: 990003, at, settledAt: null }));
    expect(await close(date)).toMatchObject({ status: 409, body: { message: dayCloseMessages.pendingSinpe(1) } });
    expect(s.dayCloses ?? []).toEqual([]);

    // staff confirm it (the guard lets a payment of an open day change), then close
    assertDayOpen(s, 2, pending.createdAt);
    Object.assign(s.ledger.at(-1)!, { status: 'confirmed', settledAt: new Date(api.clock.now()).toISOString() });
    const before = (await read(date)).body;
    const closed = await close(date, tokens.operator);
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(dayCloseMessages.closedNow(date));
    expect(closed.body.close.closed).toEqual({ at: new Date(api.clock.now()).toISOString(), by: expect.stringMatching(/\S/), countedCash: before.cash.expected, reason: 'Cierre de prueba' });
    const after = (await read(date)).body;
    expect({ ...after, closed: null, cash: before.cash }).toEqual(before);
    expect(after.cash).toEqual({ expected: before.cash.expected, counted: before.cash.expected, difference: 0 });
    checkAgainstRecords(after, 2, date);

    // from now on that day's payments cannot change: the one guard says so, for that merchant and day only
    const refusal = (() => {
      try {
        assertDayOpen(api.store.state(), 2, pending.createdAt);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, message: dayCloseMessages.dayClosed(date) });
    expect(() => assertDayOpen(api.store.state(), 2, `${date}T23:59:59-06:00`)).toThrow(ApiError);
    expect(() => assertDayOpen(api.store.state(), 2, `${addDays(date, 1)}T00:00:00-06:00`)).not.toThrow();
    expect(() => assertDayOpen(api.store.state(), 3, pending.createdAt)).not.toThrow();
    // a correction is a new payment dated on an open day (today), which the guard lets through
    expect(() => assertDayOpen(api.store.state(), 2, new Date(api.clock.now()).toISOString())).not.toThrow();

    expect(await close(date)).toMatchObject({ status: 409, body: { message: dayCloseMessages.alreadyClosed(date) } });
    // the close is durable: it is on disk with who and when
    expect((api.store.state() as unknown as { dayCloses: unknown[] }).dayCloses).toEqual([
      { id: 1, merchant_id: 2, date, closedAt: after.closed.at, closedBy: after.closed.by, countedCashCents: c(before.cash.expected), reason: 'Cierre de prueba', figures: expect.any(Object) },
    ]);
    // with what it read then, which is what the day reads from now on
    const figures: Record<string, unknown> = { ...after };
    delete figures.closed;
    expect((api.store.state() as unknown as { dayCloses: { figures: unknown }[] }).dayCloses[0].figures).toEqual(figures);
    s.ledger.pop();
    // another restaurant's same day stays open
    expect((await read(date, tokens.merchant2)).body.closed).toBeNull();
  });

  it('refuses the provider, bad and future days without closing anything', async () => {
    const count = () => ((api.store.state() as { dayCloses?: unknown[] }).dayCloses ?? []).length;
    const before = count();
    expect((await close(addDays(today(), -5), tokens.admin)).status).toBe(403);
    expect((await api.call('POST', `/cashClose/${addDays(today(), -5)}/close`)).status).toBe(401);
    expect(await api.call('POST', '/cashClose/2026-13-01/close', { token: tokens.merchant, body: { countedCash: 0 } })).toMatchObject({ status: 400, body: { message: dayCloseMessages.badDate } });
    expect(await api.call('POST', `/cashClose/${addDays(today(), 1)}/close`, { token: tokens.merchant, body: { countedCash: 0 } })).toMatchObject({ status: 400, body: { message: dayCloseMessages.futureDay } });
    expect(count()).toBe(before);
  });
});

