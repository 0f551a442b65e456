import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '../../src/domain/orderRules';
import type { Table } from '../../src/domain/wire/floor';
import type { PublicMerchant } from '../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import type { PlacedOrder } from './api';
import { lineKey, priceWithOptions, type PricedOption } from '../../src/domain/optionLines';

/** The QR menu's merchant and table as a visit keeps them (a visit saved by an older page may lack a field). */
type SessionMerchant = Pick<PublicMerchant, 'name'> & Partial<PublicMerchant>;
type SessionTable = Pick<Table, 'id' | 'name'>;

export interface SelectedProduct {
  id: number;
  name: string;
  /** The unit price before tax, the chosen options' prices included. */
  price: number;
  tax: number;
  /** The product's 'Lleva servicio (10 %)': its final price and the cart's total add the service only then. */
  carriesService: boolean;
  quantity: number;
  /** The diner's choices ('Término: Medio'); one cart line per product and set of choices. */
  options?: PricedOption[];
}

/**
 * The diner's '¿Necesita factura a su nombre?' answer, as typed: when `wanted`, the card
 * payment carries it and issues a factura electrónica made out to them. Checked by the one schema of
 * src/schemas/invoiceReceiverSchema.ts before paying, and again by the API.
 */
export interface InvoiceRequestDraft {
  wanted: boolean;
  name: string;
  identificationType: string;
  identificationNumber: string;
  email: string;
}

export const NO_INVOICE_REQUEST: InvoiceRequestDraft = { wanted: false, name: '', identificationType: '', identificationNumber: '', email: '' };

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
  /** The factura asked for; kept for the visit's next order too (the same diner's phone). */
  invoiceRequest: InvoiceRequestDraft;
  /** The name this phone's diner gave for their rounds and payments ('Mesa' when empty). */
  dinerName: string;
  /** The idempotency key of the order being placed: a retry after a lost answer sends the same one. */
  orderKey: string | null;
  /** This phone's key for the visit: the server keeps one SINPE Móvil reference in review per phone. */
  phoneKey: string | null;
}

const KEY = 'portal.menuqr';
const EMPTY: DinerSession = {
  token: null,
  merchant: null,
  table: null,
  items: [],
  comment: '',
  order: null,
  cancelKey: null,
  orderReceivedAt: null,
  paidVoucherId: null,
  invoiceRequest: NO_INVOICE_REQUEST,
  dinerName: '',
  orderKey: null,
  phoneKey: null,
};

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

/** A cart line's identity: its product and its choices. */
export const itemKey = (item: Pick<SelectedProduct, 'id' | 'options'>) => lineKey(item.id, item.options);

/**
 * Plus adds a product with quantity 1 or increments it, up to the line limit (docs/spec-reference.md §4).
 * A product with choices is one line per set of choices, priced with them.
 */
export const addProduct = (product: Pick<MenuQrProduct, 'id' | 'name' | 'price' | 'tax' | 'carriesService'>, options: PricedOption[] = []) =>
  update((current) => {
    const key = lineKey(product.id, options);
    const existing = current.items.find((item) => itemKey(item) === key);
    const line: SelectedProduct = { id: product.id, name: product.name, price: product.price, tax: product.tax, carriesService: product.carriesService, quantity: 1 };
    const items = existing
      ? current.items.map((item) => (itemKey(item) === key ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + 1) } : item))
      : [...current.items, options.length ? { ...line, price: priceWithOptions(product.price, options), options } : line];
    return { ...current, items };
  });

/** The cart's plus on a line it already holds: one more of it, choices and price as they are. */
export const addOneMore = (key: string) =>
  update((current) => ({
    ...current,
    items: current.items.map((item) => (itemKey(item) === key ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + 1) } : item)),
  }));

/** Minus decrements one line (a product's last line when only the product is named), and removes it at 1. */
export const removeProduct = (productId: number, key?: string) =>
  update((current) => {
    const target = key ?? current.items.filter((item) => item.id === productId).map(itemKey).at(-1);
    return {
      ...current,
      items: current.items.flatMap((item) => (itemKey(item) !== target ? [item] : item.quantity > 1 ? [{ ...item, quantity: item.quantity - 1 }] : [])),
    };
  });

export const setComment = (comment: string) => update((current) => ({ ...current, comment }));

export const setDinerName = (dinerName: string) => update((current) => ({ ...current, dinerName }));

/** The key of the order about to be placed: the same until it is placed, so a retry is not a second order. */
export const orderKeyFor = (fresh: () => string) => {
  if (!session.orderKey) update((current) => ({ ...current, orderKey: fresh() }));
  return session.orderKey as string;
};

/** The phone's key for its visit, made once. */
export const phoneKeyFor = (fresh: () => string) => {
  if (!session.phoneKey) update((current) => ({ ...current, phoneKey: fresh() }));
  return session.phoneKey as string;
};

/**
 * A placed order empties the cart and its comment at once, whatever page the diner opens next (the
 * table's bill, the menu, a new scan): the same dishes are never sent twice (docs/departures.md).
 */
export const orderPlaced = (order: PlacedOrder, cancelKey: string | null) =>
  update((current) => ({ ...current, items: [], comment: '', order, cancelKey, orderReceivedAt: Date.now(), paidVoucherId: null, orderKey: null }));

/** The order was paid: its voucher is where the diner goes next. */
export const orderPaid = (voucherId: string) => update((current) => ({ ...current, paidVoucherId: voucherId }));

/** The factura's answer as the diner types it. */
/** The factura's data as it is now, not as the last render read it: a field left right after typing is checked with what was typed. */
export const currentInvoiceRequest = () => session.invoiceRequest;

export const setInvoiceRequest = (change: Partial<InvoiceRequestDraft>) => update((current) => ({ ...current, invoiceRequest: { ...current.invoiceRequest, ...change } }));

/** 'Ir al Menú' and a successful cancel: the table stays, the selection and the order go. */
export const clearSelection = () => update((current) => ({ ...current, items: [], comment: '', order: null, cancelKey: null, orderReceivedAt: null, paidVoucherId: null }));

/** How many of a product are in the cart, over all its lines (a steak 'Medio' and one 'Bien cocido' are 2). */
export const quantityOf = (items: SelectedProduct[], productId: number) =>
  items.reduce((sum, item) => sum + (item.id === productId ? item.quantity : 0), 0);
