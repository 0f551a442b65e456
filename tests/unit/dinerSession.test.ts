// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const product = (id: number) => ({ id, name: `Producto ${id}`, price: 1000 * id, tax: 13, carriesService: true });
const merchant = { name: 'Restaurante', simplifiedRegime: false };
const table = { id: 1, name: 'Mesa 1' };

/** A fresh copy of the module, as after a page reload. */
const reload = async () => {
  vi.resetModules();
  return import('../../public-app/src/dinerSession');
};

/** What the store persisted: the state a reload starts from. */
const current = (_session: Awaited<ReturnType<typeof reload>>) =>
  JSON.parse(sessionStorage.getItem('portal.menuqr') ?? 'null') as { items: { id: number; quantity: number }[]; token: string; comment: string; order: unknown };

beforeEach(() => sessionStorage.clear());

describe('the diner’s selection', () => {
  it('plus adds with quantity 1 then increments; minus decrements and removes at 1', async () => {
    const session = await reload();
    session.enterTable('token-a', merchant, table);
    session.addProduct(product(1));
    session.addProduct(product(1));
    session.addProduct(product(2));
    expect(current(session).items.map(({ id, quantity }) => [id, quantity])).toEqual([[1, 2], [2, 1]]);
    session.removeProduct(1);
    session.removeProduct(2);
    expect(current(session).items.map(({ id, quantity }) => [id, quantity])).toEqual([[1, 1]]);
    session.removeProduct(1);
    expect(current(session).items).toEqual([]);
  });

  it('stops at 99 of a product, the server’s limit', async () => {
    const session = await reload();
    session.enterTable('token-a', merchant, table);
    for (let index = 0; index < 120; index++) session.addProduct(product(3));
    expect(current(session).items[0].quantity).toBe(99);
  });

  it('survives a reload, and a different table starts a new selection', async () => {
    let session = await reload();
    session.enterTable('token-a', merchant, table);
    session.addProduct(product(1));
    session.setComment('Sin hielo');
    session = await reload();
    session.enterTable('token-a', merchant, table);
    expect(current(session)).toMatchObject({ token: 'token-a', comment: 'Sin hielo', items: [{ id: 1, quantity: 1, name: 'Producto 1', price: 1000 }] });
    session.enterTable('token-b', merchant, { id: 2, name: 'Mesa 2' });
    expect(current(session)).toMatchObject({ token: 'token-b', comment: '', items: [] });
  });

  it('keeps the order with its cancel key across a reload; clearSelection keeps the table but drops selection, comment, order and key', async () => {
    let session = await reload();
    session.enterTable('token-a', merchant, table);
    session.addProduct(product(1));
    session.orderPlaced(
      { id: 7, orderNumber: 1001, detail: '', takeout: false, products: [], subtotal: 0, tax: 0, otherCharges: 0, total: 0, status: 'CREATED', date: '2026-01-01T12:00:00.000Z' },
      'cancel-key-0123456789ab',
    );
    // the placed order empties the cart at once: no page the diner opens next can send it again
    expect(current(session)).toMatchObject({ items: [], comment: '' });
    session = await reload();
    expect(current(session)).toMatchObject({ order: { id: 7 }, cancelKey: 'cancel-key-0123456789ab', items: [] });
    session.clearSelection();
    expect(current(session)).toMatchObject({ token: 'token-a', items: [], comment: '', order: null, cancelKey: null });
  });

  it('starts empty from missing or damaged storage', async () => {
    sessionStorage.setItem('portal.menuqr', '{not json');
    const session = await reload();
    session.addProduct(product(1));
    expect(current(session).items).toHaveLength(1);
  });
});
