import { crDate } from '../../src/domain/costaRicaTime';
import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { ledgerMessages as text } from '../../src/domain/ledgerMessages';
import { asCents, sumCents, type Cents } from '../../src/domain/minorUnits';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import type { PaymentMethod } from '../../src/domain/wire/payment';
import { ApiError } from '../http';
import type { OrderRecord, StateWithRestaurant } from '../storage/restaurantRecords';

/**
 * The one ledger of money (docs/departures.md, "One ledger"): every charge by card, SINPE Móvil or
 * cash and every refund is one movement of the collection `ledger`, in integer minor units of its
 * currency, written only by `recordMovement` and `settleCharge` here. A charge names the order
 * lines (and the part of each) it pays; its tip is a field of its own, never a line. A refund names
 * the charge it returns money from and the lines it gives back. What is owed, paid, pending or
 * kept of any order is read from here alone (`bookOf`, `owedOfOrder`).
 *
 * The payment records (`payments`) and the card transactions (`qrPayments`) stay as what the
 * wire and the reports show of a movement (its payer, its voucher, its SINPE reference); they
 * carry no amount anyone adds up for the bill.
 */
export const LEDGER = 'ledger';

/** No money: a refund's tip, a line nothing has paid yet. */
const NONE = asCents(0);

/** How long a SINPE Móvil reference holds its lines waiting for staff (docs/departures.md). */
export const SINPE_REVIEW_MS = 15 * 60_000;

export interface LedgerAllocation {
  orderId: number;
  /** The order line's product id (an order has each product once). */
  lineId: number;
  cents: Cents;
}

export type MovementStatus = 'pending' | 'confirmed' | 'rejected';

export interface LedgerMovement {
  id: number;
  merchant_id: number;
  kind: 'charge' | 'refund';
  method: PaymentMethod;
  /** A refund and a card or cash charge are confirmed at once; a SINPE Móvil charge waits for staff. */
  status: MovementStatus;
  currency: 'CRC';
  /** What it pays (or gives back) of the bill: Σ allocations. */
  amount: Cents;
  /** The voluntary tip of a charge, apart from its lines; 0 on a refund. */
  tip: Cents;
  allocations: LedgerAllocation[];
  tableId: number | null;
  tabId: number | null;
  /** The payment record the wire shows of it (`payments`), and a card charge's transaction. */
  paymentId: number | null;
  transactionId: number | null;
  /** A refund: the charge it returns money from. */
  refundOf: number | null;
  /** A pending SINPE Móvil charge stops holding its lines then, unless staff confirm it first. */
  expiresAt: string | null;
  /** ISO instant it was written; its Costa Rica day is the day it lands in. */
  at: string;
  settledAt: string | null;
  /** Who wrote it: 'Menú QR' or the staff user; a refund's reason. */
  by: string;
  /** A diner's SINPE Móvil charge: SHA-256 of the phone's key, so one phone has one reference in review. */
  phoneHash?: string;
  reason: string | null;
}

type WithLedger = { ledger?: LedgerMovement[] };

/** The movements, read as they are: a data file from before the ledger has none. */
export const movementsOf = (state: object): LedgerMovement[] => {
  const rows = (state as WithLedger).ledger;
  return Array.isArray(rows) ? rows : [];
};

const writableMovements = (state: object): LedgerMovement[] => {
  const record = state as WithLedger;
  if (!Array.isArray(record.ledger)) record.ledger = [];
  return record.ledger;
};

const lapsed = (movement: LedgerMovement, now: number) => movement.status === 'pending' && movement.expiresAt !== null && Date.parse(movement.expiresAt) <= now;
/** A pending SINPE Móvil charge still holding its lines at `now`. */
export const isHolding = (movement: LedgerMovement, now: number) => movement.kind === 'charge' && movement.status === 'pending' && !lapsed(movement, now);
export const isLapsed = lapsed;

/** One line of an order as the ledger reads it, in céntimos. */
export interface LineBook {
  orderId: number;
  lineId: number;
  live: boolean;
  price: Cents;
  unit: Cents;
  quantity: number;
  charged: Cents;
  pending: Cents;
  refunded: Cents;
}

const lineKey = (orderId: number, lineId: number) => `${orderId}:${lineId}`;
/** What a line still owes: its price less what confirmed charges keep of it and pending ones hold; a cancelled order's nothing. */
export const unpaidOf = (line: LineBook): Cents => asCents(line.live ? Math.max(0, line.price - (line.charged - line.refunded) - line.pending) : 0);

/** The lines of `orders` with what the ledger says of each (one pass over the movements). */
export const bookOf = (state: StateWithRestaurant, orders: readonly OrderRecord[], now: number): Map<string, LineBook> => {
  const book = new Map<string, LineBook>();
  const merchants = new Map<number, ReturnType<typeof totalsOptionsOf>>();
  for (const order of orders) {
    let options = merchants.get(order.merchant_id);
    if (!options) {
      const merchant = state.merchants.find((candidate) => candidate.id === order.merchant_id);
      merchants.set(order.merchant_id, (options = totalsOptionsOf(merchant ?? {})));
    }
    for (const line of order.products) {
      const unit = finalPriceCents(line, options);
      const key = lineKey(order.id, line.id);
      const same = book.get(key);
      // allocations name a line by its product (`lineId`), so one order's lines of the same product
      // (a steak 'Medio' and one 'Bien cocido', two casados with different notes) are one entry of
      // the book: it owes all of them; a unit is the cheapest of them, so paying by item never takes more than a unit's share
      if (same) Object.assign(same, { price: asCents(same.price + unit * line.quantity), quantity: same.quantity + line.quantity, unit: asCents(Math.min(same.unit, unit)) });
      else book.set(key, { orderId: order.id, lineId: line.id, live: order.status !== 'CANCELLED', price: asCents(unit * line.quantity), unit, quantity: line.quantity, charged: NONE, pending: NONE, refunded: NONE });
    }
  }
  if (book.size === 0) return book;
  for (const movement of movementsOf(state)) {
    const counts = movement.kind === 'refund' || movement.status === 'confirmed' || isHolding(movement, now);
    if (!counts) continue;
    for (const allocation of movement.allocations) {
      const line = book.get(lineKey(allocation.orderId, allocation.lineId));
      if (!line) continue;
      if (movement.kind === 'refund') line.refunded = asCents(line.refunded + allocation.cents);
      else if (movement.status === 'confirmed') line.charged = asCents(line.charged + allocation.cents);
      else line.pending = asCents(line.pending + allocation.cents);
    }
  }
  return book;
};

export interface Owed {
  price: Cents;
  /** Confirmed charges less refunds: what the money kept pays of it. */
  kept: Cents;
  pending: Cents;
  refunded: Cents;
  unpaid: Cents;
}

export const owedOfLines = (lines: Iterable<LineBook>): Owed => {
  let price = 0;
  let kept = 0;
  let pending = 0;
  let refunded = 0;
  let unpaid = 0;
  for (const line of lines) {
    if (line.live) price += line.price;
    kept += line.charged - line.refunded;
    pending += line.pending;
    refunded += line.refunded;
    unpaid += unpaidOf(line);
  }
  return { price: asCents(price), kept: asCents(kept), pending: asCents(pending), refunded: asCents(refunded), unpaid: asCents(unpaid) };
};

/** The one answer to "what does this order owe": read by the tab, the board, the receipt, the close and the home. */
export const owedOfOrder = (state: StateWithRestaurant, order: OrderRecord, now: number) => owedOfLines(bookOf(state, [order], now).values());

/** Paid: a live order whose every line the kept money covers, nothing of it waiting for staff. */
export const isPaidOwed = (owed: Owed) => owed.price > 0 && owed.unpaid === 0 && owed.pending === 0;
export const orderIsPaid = (state: StateWithRestaurant, order: OrderRecord, now: number) => order.status !== 'CANCELLED' && isPaidOwed(owedOfOrder(state, order, now));
/**
 * Open: a live order the ledger does not count paid (it owes, or a SINPE Móvil charge waits for
 * staff; an order of ₡0 owes nothing). The one reading of "open" for the floor: 'Pedidos' marks the rest paid (boardOrder.ts)
 * and 'Mesas' never shows a table with an open order of today 'Libre' (tabs.ts boardTableOf).
 */
const isOpenOwed = (owed: Owed) => owed.unpaid > 0 || owed.pending > 0;

/**
 * The open ones of `orders`, read from one book, one pass over the movements: a table's day may hold
 * a hundred orders, and 'Mesas' reads every table's after each change.
 */
export const openOrdersAmong = (state: StateWithRestaurant, orders: readonly OrderRecord[], now: number): OrderRecord[] => {
  const live = orders.filter((order) => order.status !== 'CANCELLED');
  const linesOf = new Map<number, LineBook[]>();
  for (const line of bookOf(state, live, now).values()) {
    const lines = linesOf.get(line.orderId);
    if (lines) lines.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  return live.filter((order) => isOpenOwed(owedOfLines(linesOf.get(order.id) ?? [])));
};

/** The movements that touch an order's lines. */
export const movementsOfOrder = (state: object, order: Pick<OrderRecord, 'id' | 'merchant_id'>) =>
  movementsOf(state).filter((movement) => movement.merchant_id === order.merchant_id && movement.allocations.some((allocation) => allocation.orderId === order.id));

/** Whether any confirmed or still pending charge pays part of the order: the diner may not cancel it then. */
export const orderHasCharge = (state: object, order: Pick<OrderRecord, 'id' | 'merchant_id'>, now: number) =>
  movementsOfOrder(state, order).some((movement) => movement.kind === 'charge' && (movement.status === 'confirmed' || isHolding(movement, now)));

/** An amount spread over the unpaid lines in order (oldest round first), each line no more than it still owes. */
export const allocateAmount = (lines: readonly LineBook[], cents: Cents): LedgerAllocation[] => {
  let left = cents;
  const allocations: LedgerAllocation[] = [];
  for (const line of lines) {
    if (left === 0) break;
    const take = asCents(Math.min(left, unpaidOf(line)));
    if (take > 0) allocations.push({ orderId: line.orderId, lineId: line.lineId, cents: take });
    left = asCents(left - take);
  }
  if (left > 0) throw new ApiError(409, text.overUnpaid);
  return allocations;
};

/** Units of a line still to pay: 'Productos' lists these. */
export const unpaidUnits = (line: LineBook) => (line.unit > 0 ? Math.ceil(unpaidOf(line) / line.unit) : 0);

const sum = (allocations: readonly LedgerAllocation[]) => sumCents(allocations.map((allocation) => allocation.cents));
const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** The day a write lands in must be open (docs/departures.md, "A closed day"). */
const assertOpen = (state: object, merchantId: number, atMs: number) => {
  const date = crDate(atMs);
  const closes = (state as { dayCloses?: { merchant_id: number; date: string }[] }).dayCloses ?? [];
  if (closes.some((close) => close.merchant_id === merchantId && close.date === date)) throw new ApiError(409, dayCloseMessages.dayClosed(date));
};

/** The refunds already written of a charge, by line. */
const refundedOfCharge = (state: object, charge: LedgerMovement) => {
  const given = new Map<string, number>();
  for (const movement of movementsOf(state)) {
    if (movement.kind !== 'refund' || movement.refundOf !== charge.id) continue;
    for (const allocation of movement.allocations) given.set(lineKey(allocation.orderId, allocation.lineId), (given.get(lineKey(allocation.orderId, allocation.lineId)) ?? 0) + allocation.cents);
  }
  return given;
};

export type NewMovement = Omit<LedgerMovement, 'id' | 'at' | 'settledAt' | 'amount'>;

/** The bounds every charge keeps: its lines still owe what it allocates, its tip no more than its amount. */
const checkCharge = (state: StateWithRestaurant, movement: Pick<LedgerMovement, 'id' | 'allocations' | 'tip' | 'method' | 'merchant_id'>, now: number) => {
  if (!whole(movement.tip)) throw new ApiError(400, text.badMinorUnits);
  const amount = sum(movement.allocations);
  if (amount <= 0) throw new ApiError(409, text.overUnpaid);
  if (movement.tip > amount) throw new ApiError(409, text.tipOverAmount, { field: 'tip' });
  if (movement.method === 'cash' && movement.tip % 100 !== 0) throw new ApiError(400, text.cashWholeColones, { field: 'tip' });
  const orderIds = new Set(movement.allocations.map((allocation) => allocation.orderId));
  const orders = state.orders.filter((order) => orderIds.has(order.id) && order.merchant_id === movement.merchant_id);
  // the charge itself does not count against its own lines (a pending one being confirmed)
  const others = { ...state, ledger: movementsOf(state).filter((row) => row.id !== movement.id) } as StateWithRestaurant;
  const book = bookOf(others, orders, now);
  const asked = new Map<string, number>();
  for (const allocation of movement.allocations) {
    if (!whole(allocation.cents) || allocation.cents === 0) throw new ApiError(400, text.badMinorUnits);
    const key = lineKey(allocation.orderId, allocation.lineId);
    const line = book.get(key);
    asked.set(key, (asked.get(key) ?? 0) + allocation.cents);
    if (!line || asked.get(key)! > unpaidOf(line)) throw new ApiError(409, text.overUnpaid);
  }
  return amount;
};

/**
 * The one writer of the ledger. A charge: its lines must still owe what it allocates (live orders
 * only), its tip at most its amount; a refund: the charge it names must be confirmed and each line
 * given back no more than that charge allocated to it less what was given back already, never a
 * tip; cash in whole colones. Every movement lands in today, which must be open. The caller saves
 * LEDGER in the same write as the records that name the movement.
 */
export const recordMovement = (state: StateWithRestaurant, draft: NewMovement, now: number): LedgerMovement => {
  assertOpen(state, draft.merchant_id, now);
  const rows = writableMovements(state);
  const id = rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
  let amount: number;
  if (draft.kind === 'charge') {
    amount = checkCharge(state, { ...draft, id }, now);
  } else {
    const charge = rows.find((row) => row.id === draft.refundOf && row.kind === 'charge' && row.merchant_id === draft.merchant_id);
    if (!charge || charge.status !== 'confirmed') throw new ApiError(409, text.refundWithoutCharge);
    if (draft.tip !== 0) throw new ApiError(409, text.refundOverCharge);
    const given = refundedOfCharge(state, charge);
    const allocated = new Map<string, number>();
    for (const allocation of charge.allocations) allocated.set(lineKey(allocation.orderId, allocation.lineId), (allocated.get(lineKey(allocation.orderId, allocation.lineId)) ?? 0) + allocation.cents);
    for (const allocation of draft.allocations) {
      const key = lineKey(allocation.orderId, allocation.lineId);
      if (!whole(allocation.cents) || allocation.cents === 0) throw new ApiError(400, text.badMinorUnits);
      given.set(key, (given.get(key) ?? 0) + allocation.cents);
      if (given.get(key)! > (allocated.get(key) ?? 0)) throw new ApiError(409, text.refundOverCharge);
    }
    amount = sum(draft.allocations);
    if (amount <= 0) throw new ApiError(409, text.refundOverCharge);
  }
  if (draft.method === 'cash' && draft.kind === 'refund' && amount % 100 !== 0) throw new ApiError(400, text.cashWholeColones);
  const at = new Date(now).toISOString();
  const movement: LedgerMovement = { ...draft, id, amount: asCents(amount), at, settledAt: draft.status === 'pending' ? null : at };
  rows.push(movement);
  return movement;
};

/**
 * Staff confirm or reject a pending SINPE Móvil charge: both land in the day it was written and
 * in today, which must be open. Confirming checks its lines again: a lapsed reference whose lines
 * another payment has paid since is not confirmed.
 */
export const settleCharge = (state: StateWithRestaurant, movement: LedgerMovement, status: 'confirmed' | 'rejected', now: number) => {
  if (movement.kind !== 'charge' || movement.status !== 'pending') throw new ApiError(409, text.notPending);
  assertOpen(state, movement.merchant_id, Date.parse(movement.at));
  assertOpen(state, movement.merchant_id, now);
  if (status === 'confirmed') {
    // the orders it paid may have been cancelled meanwhile: the caller gives those shares back by a refund
    const liveOnly = movement.allocations.filter((allocation) => state.orders.find((order) => order.id === allocation.orderId)?.status !== 'CANCELLED');
    if (liveOnly.length > 0) checkCharge(state, { ...movement, allocations: liveOnly, tip: NONE }, now);
  }
  movement.status = status;
  movement.settledAt = new Date(now).toISOString();
  return movement;
};

/** Whether the phone already has a SINPE Móvil reference in review at the merchant. */
export const phoneHasReview = (state: object, merchantId: number, phoneHash: string | undefined, now: number) =>
  phoneHash !== undefined && movementsOf(state).some((movement) => movement.merchant_id === merchantId && movement.phoneHash === phoneHash && isHolding(movement, now));

/** The charge a payment record names. */
export const chargeOfPayment = (state: object, merchantId: number, paymentId: number) =>
  movementsOf(state).find((movement) => movement.kind === 'charge' && movement.paymentId === paymentId && movement.merchant_id === merchantId);

/** What cancelling an order gives back, charge by charge: what each confirmed charge keeps of its lines (cash in whole colones, rounded down). */
export interface RefundShare {
  charge: LedgerMovement;
  allocations: LedgerAllocation[];
  cents: Cents;
}

export const refundSharesOf = (state: object, order: Pick<OrderRecord, 'id' | 'merchant_id'>): RefundShare[] => {
  const shares: RefundShare[] = [];
  for (const charge of movementsOfOrder(state, order)) {
    if (charge.kind !== 'charge' || charge.status !== 'confirmed') continue;
    const given = refundedOfCharge(state, charge);
    const allocations: LedgerAllocation[] = [];
    for (const allocation of charge.allocations) {
      if (allocation.orderId !== order.id) continue;
      const key = lineKey(allocation.orderId, allocation.lineId);
      const left = allocation.cents - Math.min(allocation.cents, given.get(key) ?? 0);
      given.set(key, Math.max(0, (given.get(key) ?? 0) - allocation.cents));
      if (left > 0) allocations.push({ ...allocation, cents: asCents(left) });
    }
    let cents: number = sum(allocations);
    // cash goes back in whole colones: the céntimos under one colón stay, taken off the last lines (docs/departures.md)
    if (charge.method === 'cash') {
      let drop = cents % 100;
      cents -= drop;
      for (let index = allocations.length - 1; index >= 0 && drop > 0; index -= 1) {
        const take = Math.min(drop, allocations[index].cents);
        allocations[index] = { ...allocations[index], cents: asCents(allocations[index].cents - take) };
        drop -= take;
      }
    }
    const kept = allocations.filter((allocation) => allocation.cents > 0);
    if (cents > 0) shares.push({ charge, allocations: kept, cents: asCents(cents) });
  }
  return shares;
};

/**
 * A charge as every road draws it up (the receipt's card payment, the bill's card, SINPE Móvil or
 * cash): confirmed, in colones, no tip, unless the caller says otherwise.
 */
export const chargeDraftOf = (
  charge: Pick<NewMovement, 'merchant_id' | 'method' | 'allocations' | 'tableId' | 'tabId' | 'paymentId' | 'by'> & Partial<NewMovement>,
): NewMovement => ({
  kind: 'charge',
  status: 'confirmed',
  currency: 'CRC',
  tip: NONE,
  transactionId: null,
  refundOf: null,
  expiresAt: null,
  reason: null,
  ...charge,
});

/** A refund of a charge by its own method, of the lines named. */
export const refundDraftOf = (charge: LedgerMovement, allocations: LedgerAllocation[], by: string, reason: string): NewMovement => ({
  merchant_id: charge.merchant_id,
  kind: 'refund',
  method: charge.method,
  status: 'confirmed',
  currency: 'CRC',
  tip: NONE,
  allocations,
  tableId: charge.tableId,
  tabId: charge.tabId,
  paymentId: charge.paymentId,
  transactionId: null,
  refundOf: charge.id,
  expiresAt: null,
  by,
  reason,
});
