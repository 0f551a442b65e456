/** Limits of the QR-menu order flow, shared by the diner app and the mock API. */

/** A line's quantity is a whole number from 1 to this. */
export const MAX_LINE_QUANTITY = 99;

/** Distinct products in one order; far above any table's need, low enough to bound the work. */
export const MAX_ORDER_LINES = 60;

/** How long after its creation an order may still be cancelled (docs/spec-reference.md §4, §9). */
export const CANCEL_WINDOW_SECONDS = 15;
export const CANCEL_WINDOW_MS = CANCEL_WINDOW_SECONDS * 1000;

/** Longest order comment and per-line message. */
export const MAX_ORDER_DETAIL = 500;
export const MAX_LINE_MESSAGE = 200;

/**
 * A table's QR token as the API mints it: 128 random bits in base64url (22 characters). Anything
 * else is refused before any lookup.
 */
export const isTableTokenShape = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(token);

/** The longest name a diner may give their round or payment ('Mesa' when none). */
export const DINER_NAME_MAX = 40;
