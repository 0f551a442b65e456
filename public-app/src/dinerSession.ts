import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '../../src/domain/orderRules';
import type { Table } from '../../src/domain/wire/floor';
import type { PublicMerchant } from '../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import type { PlacedOrder } from './api';

/** The QR menu's merchant and table as a visit keeps them (a visit saved by an older page may lack a field). */
type SessionMerchant = Pick<PublicMerchant, 'name'> & Partial<PublicMerchant>;
type SessionTable = Pick<Table, 'id' | 'name'>;

export interface SelectedProduct {
  id: number;
  name: string;
  price: number;
  tax: number;
  quantity: number;
}

/**
 * The diner's visit to one table: what they picked, their comment, and the order they placed.
 * Kept in sessionStorage so a reload (or a weak connection's retry) loses nothing; only menu
 * data and the server's order are kept, never anything typed into the card form.
 */
export interface DinerSession {
  token: string | null;
  merchant: SessionMerchant | null;
  table: SessionTable | null;
  items: SelectedProduct[];
  comment: string;
  order: PlacedOrder | null;
  /** The order's cancel key from the server: only this tab can cancel, and only with it. */
  cancelKey: string | null;
  /** When this page received the order (epoch ms): the cancel countdown survives a reload. */
  orderReceivedAt: number | null;
  /** The voucher of the card payment of `order`, once paid: a paid order is not cancelled or paid again. */
  paidVoucherId: string | null;
  /** The name this phone's diner gave for their rounds and payments ('Mesa' when empty; issue 20). */
  dinerName: string;
  /** The idempotency key of the order being placed: a retry after a lost answer sends the same one. */
  orderKey: string | null;
}

const KEY = 'portal.menuqr';
const EMPTY: DinerSession = { token: null, merchant: null, table: null, items: [], comment: '', order: null, cancelKey: null, orderReceivedAt: null, paidVoucherId: null, dinerName: '', orderKey: null };

const load = (): DinerSession => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return stored && typeof stored === 'object' && Array.isArray(stored.items) ? { ...EMPTY, ...stored } : EMPTY;
  } catch {
    return EMPTY;
  }
};

let session = load();
const listeners = new Set<() => void>();

const update = (change: (current: DinerSession) => DinerSession) => {
  session = change(session);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // private mode or a full quota: the visit still works, it just will not survive a reload
  }
  listeners.forEach((listener) => listener());
};

export const useDinerSession = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
  );

/** A new table's menu starts a new visit; the same table's menu keeps the selection. */
export const enterTable = (token: string, merchant: SessionMerchant, table: SessionTable) =>
  update((current) => (current.token === token ? { ...current, merchant, table } : { ...EMPTY, token, merchant, table }));

/** Plus adds a product with quantity 1 or increments it, up to the line limit (docs/spec-reference.md §4). */
export const addProduct = (product: Pick<MenuQrProduct, 'id' | 'name' | 'price' | 'tax'>) =>
  update((current) => {
    const existing = current.items.find((item) => item.id === product.id);
    const items = existing
      ? current.items.map((item) => (item.id === product.id ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + 1) } : item))
      : [...current.items, { id: product.id, name: product.name, price: product.price, tax: product.tax, quantity: 1 }];
    return { ...current, items };
  });

/** Minus decrements, and removes the product at 1. */
export const removeProduct = (productId: number) =>
  update((current) => ({
    ...current,
    items: current.items.flatMap((item) => (item.id !== productId ? [item] : item.quantity > 1 ? [{ ...item, quantity: item.quantity - 1 }] : [])),
  }));

export const setComment = (comment: string) => update((current) => ({ ...current, comment }));

export const setDinerName = (dinerName: string) => update((current) => ({ ...current, dinerName }));

/** The key of the order about to be placed: the same until it is placed, so a retry is not a second order. */
export const orderKeyFor = (fresh: () => string) => {
  if (!session.orderKey) update((current) => ({ ...current, orderKey: fresh() }));
  return session.orderKey as string;
};

export const orderPlaced = (order: PlacedOrder, cancelKey: string | null) =>
  update((current) => ({ ...current, order, cancelKey, orderReceivedAt: Date.now(), paidVoucherId: null, orderKey: null }));

/** The order was paid: its voucher is where the diner goes next. */
export const orderPaid = (voucherId: string) => update((current) => ({ ...current, paidVoucherId: voucherId }));

/** 'Ir al Menú' and a successful cancel: the table stays, the selection and the order go. */
export const clearSelection = () => update((current) => ({ ...current, items: [], comment: '', order: null, cancelKey: null, orderReceivedAt: null, paidVoucherId: null }));

export const quantityOf = (items: SelectedProduct[], productId: number) => items.find((item) => item.id === productId)?.quantity ?? 0;
