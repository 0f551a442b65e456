import { describe, expect, it } from 'vitest';
import { changedCollections, pastRowChanges, pastRowsChanged, pastRowsOf, storeSnapshot } from '../support/storeSnapshot';

const store = () => ({ orders: [{ id: 1, status: 'PAID' }, { id: 2, status: 'PAID' }], banks: [{ id: 1, name: 'BCR' }] });

describe('pictures of the store with past rows set aside', () => {
  it('a picture holds the rows added since, and sees a new one', () => {
    const state = store();
    const past = pastRowsOf(state, ['orders']);
    const before = storeSnapshot(state, past);
    state.orders.push({ id: 3, status: 'CREATED' });
    expect(changedCollections(before, storeSnapshot(state, past))).toEqual(['orders']);
    expect(pastRowsChanged(state, past)).toEqual([]);
  });

  it('a past row changed in place is found at the end', () => {
    const state = store();
    const past = pastRowsOf(state, ['orders']);
    const before = storeSnapshot(state, past);
    state.orders[0].status = 'CANCELLED';
    expect(changedCollections(before, storeSnapshot(state, past))).toEqual([]);
    expect(pastRowsChanged(state, past)).toEqual(['orders']);
    expect(pastRowChanges(state, past)).toEqual(['changed past row 0 of orders: {"status":"PAID"} → {"status":"CANCELLED"}']);
  });

  it('a past row removed is found, and the same data with its keys in another order is not a change', () => {
    const removed = store();
    const past = pastRowsOf(removed, ['orders']);
    removed.orders.shift();
    expect(pastRowsChanged(removed, past)).toEqual(['orders']);
    const reordered = store();
    const pastOfReordered = pastRowsOf(reordered, ['orders']);
    reordered.orders[1] = { status: 'PAID', id: 2 } as (typeof reordered.orders)[number];
    expect(pastRowsChanged(reordered, pastOfReordered)).toEqual([]);
  });

  it('a collection made empty on first use is no change; one made with a row is', () => {
    const state: Record<string, unknown> = store();
    const before = storeSnapshot(state);
    state.qrPayments = [];
    expect(changedCollections(before, storeSnapshot(state))).toEqual([]);
    state.qrPayments = [{ id: 1 }];
    expect(changedCollections(before, storeSnapshot(state))).toEqual(['qrPayments']);
  });
});
