import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byNeed, readyAtTable, readyQueue, readyRounds, readySince, tableSummary } from '../../resources/orders/floorSummary';
import { ORDER_STATUSES } from '../../src/domain/orderStatus';
import type { BoardTable, TabAmounts, TabRound } from '../../src/domain/wire/tab';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 18, minute)).toISOString();
const round = (orderId: number, status: TabRound['status'], minute: number): TabRound => ({ orderId, orderNumber: 100 + orderId, name: 'Mesa', status, date: at(minute), lines: [], total: 1000 });
const amounts = (remaining: number): TabAmounts => ({ total: 5000, subtotal: 4000, tax: 520, service: 480, paid: 5000 - remaining, refunded: 0, pending: 0, remaining, tips: 0 });
const table = (over: Partial<BoardTable> & { name: string }): BoardTable => ({ id: Number(over.name.replace(/\D/g, '')), section: null, waiter: null, tab: null, calls: [], openOrders: [], ...over });
const call = (id: number) => ({ id, kind: 'waiter' as const, createdAt: at(0), attendedAt: null, attendedBy: null });

describe("the waiter's queue: 'Listo para servir'", () => {
  const anOrder = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    status: fc.constantFrom(...ORDER_STATUSES),
    date: fc.integer({ min: 0, max: 300 }).map(at),
    // when the kitchen marked it 'Listo', if the history says (an order from before histories does not)
    readyAfter: fc.option(fc.integer({ min: 0, max: 300 })),
    mine: fc.boolean(),
  }).map(({ readyAfter, ...order }) => ({
    ...order,
    history: readyAfter === null ? [] : [{ status: 'READY' as const, at: new Date(Date.parse(order.date) + readyAfter * 60_000).toISOString(), by: 'Cocina' }],
  }));

  it('holds every ready order it is asked for and nothing else, the one ready longest first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anOrder, { selector: (order) => order.id, maxLength: 30 }), (orders) => {
        const queue = readyQueue(orders, (order) => order.mine);
        expect(queue.map((order) => order.id).sort((a, b) => a - b)).toEqual(orders.filter((order) => order.status === 'READY' && order.mine).map((order) => order.id).sort((a, b) => a - b));
        for (let index = 1; index < queue.length; index++) {
          const [before, after] = [queue[index - 1], queue[index]];
          expect(readySince(before) <= readySince(after)).toBe(true);
          if (readySince(before) === readySince(after)) expect(before.date < after.date || (before.date === after.date && before.id < after.id)).toBe(true);
        }
      }),
    );
  });

  it("reads when it was ready from the history's last 'Listo', else when it was placed", () => {
    const history = [
      { status: 'READY' as const, at: at(10), by: 'Cocina' },
      { status: 'PREPARING' as const, at: at(12), by: 'Cocina' },
      { status: 'READY' as const, at: at(20), by: 'Cocina' },
    ];
    expect(readySince({ date: at(0), history })).toBe(at(20));
    expect(readySince({ date: at(0), history: [] })).toBe(at(0));
  });
});

describe("a table's summary on 'Mesas' and 'Mi turno'", () => {
  it("names the bill's ready rounds, oldest first, and what it still owes", () => {
    const open = table({
      name: 'Mesa 4',
      tab: { id: 1, openedAt: at(0), rounds: [round(3, 'READY', 20), round(1, 'DELIVERED', 5), round(2, 'READY', 10), round(4, 'PREPARING', 25)], amounts: amounts(3500), payments: [] },
      openOrders: [{ id: 2, orderNumber: 102 }, { id: 9, orderNumber: 109 }],
    });
    expect(readyRounds(open).map((ready) => ready.orderNumber)).toEqual([102, 103]);
    const summary = tableSummary(open);
    expect(summary.state).toBe('open');
    expect(summary.owed).toBe(3500);
    // order 9 is unpaid outside the bill (a bill closed unpaid), order 2 is on it
    expect(summary.outside).toEqual([{ id: 9, orderNumber: 109 }]);
  });

  it("is 'Libre' only without a bill and without an unpaid order of today", () => {
    expect(tableSummary(table({ name: 'Mesa 5' })).state).toBe('free');
    expect(tableSummary(table({ name: 'Mesa 5', openOrders: [{ id: 7, orderNumber: 107 }] })).state).toBe('taken');
    expect(tableSummary(table({ name: 'Mesa 5' })).owed).toBe(0);
  });

  it("names an order marked 'Listo' after its bill was closed: on no bill, on the board", () => {
    // 'Mesa 6' paid and staff closed it while the kitchen was still cooking: no bill, nothing owed
    const closed = table({ name: 'Mesa 6' });
    const board = [
      { id: 12, orderNumber: 112, status: 'READY' as const, date: at(30), table: { id: 6, name: 'Mesa 6' } },
      { id: 13, orderNumber: 113, status: 'PREPARING' as const, date: at(31), table: { id: 6, name: 'Mesa 6' } },
      { id: 11, orderNumber: 111, status: 'READY' as const, date: at(20), table: { id: 6, name: 'Mesa 6' } },
      { id: 14, orderNumber: 114, status: 'READY' as const, date: at(5), table: { id: 7, name: 'Mesa 7' } },
    ];
    const summary = tableSummary(closed, board);
    expect(summary.state).toBe('free');
    expect(summary.ready.map((ready) => ready.orderNumber)).toEqual([111, 112]);
    // and it goes before a table with nothing to carry
    expect(byNeed([table({ name: 'Mesa 2' }), closed], board).map((candidate) => candidate.name)).toEqual(['Mesa 6', 'Mesa 2']);
  });

  it("holds each order once: the board's ready orders at the table, and the bill's the board does not hold", () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    const roundArb = fc.record({ orderId: fc.integer({ min: 1, max: 20 }), status, minute: fc.integer({ min: 0, max: 300 }) });
    const orderArb = fc.record({ id: fc.integer({ min: 1, max: 20 }), status, minute: fc.integer({ min: 0, max: 300 }), tableId: fc.constantFrom(4, 5) });
    fc.assert(
      fc.property(fc.uniqueArray(roundArb, { selector: (entry) => entry.orderId, maxLength: 8 }), fc.uniqueArray(orderArb, { selector: (entry) => entry.id, maxLength: 12 }), fc.boolean(), (rounds, orders, withBill) => {
        const here = table({
          name: 'Mesa 4',
          tab: withBill ? { id: 1, openedAt: at(0), rounds: rounds.map((entry) => round(entry.orderId, entry.status, entry.minute)), amounts: amounts(0), payments: [] } : null,
        });
        const board = orders.map((entry) => ({ id: entry.id, orderNumber: 100 + entry.id, status: entry.status, date: at(entry.minute), table: { id: entry.tableId, name: `Mesa ${entry.tableId}` } }));
        const ready = readyAtTable(here, board);
        const onBoard = new Set(board.map((order) => order.id));
        const expected = [
          ...board.filter((order) => order.status === 'READY' && order.table.id === 4).map((order) => order.id),
          ...(withBill ? rounds.filter((entry) => entry.status === 'READY' && !onBoard.has(entry.orderId)).map((entry) => entry.orderId) : []),
        ].sort((a, b) => a - b);
        expect(ready.map((entry) => entry.orderId).sort((a, b) => a - b)).toEqual(expected);
        for (let index = 1; index < ready.length; index++) expect(ready[index - 1].date <= ready[index].date).toBe(true);
      }),
    );
  });

  it('puts a calling table first, then one with something ready, then the rest by number', () => {
    const tables = [
      table({ name: 'Mesa 10' }),
      table({ name: 'Mesa 2' }),
      table({ name: 'Mesa 7', tab: { id: 2, openedAt: at(0), rounds: [round(5, 'READY', 3)], amounts: amounts(0), payments: [] } }),
      table({ name: 'Mesa 9', calls: [call(1)] }),
    ];
    expect(byNeed(tables).map((candidate) => candidate.name)).toEqual(['Mesa 9', 'Mesa 7', 'Mesa 2', 'Mesa 10']);
  });
});
