import type { Express, Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { messages } from '../../src/domain/messages';
import { clientKey } from './clientAddress';

/** At most `limit` requests from one client address (an IPv6 /64) every `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** POST /auth/login — failed sign-ins only. */
  signIn: RateLimit;
  /** PUT /auth/resetPassword — every request mails someone. */
  passwordReset: RateLimit;
  /** POST /order/external — a diner's order, public. */
  order: RateLimit;
  /** PUT /order/cancel/external/… — a diner's cancellation, public. */
  cancel: RateLimit;
  /** POST /order/pay/external — a diner's card payment, public. */
  pay: RateLimit;
  /** POST /order/status/external and /order/events/external — a receipt following its order, public. */
  status: RateLimit;
  /** POST /table/call/external — calling the waiter or asking for the bill, public. */
  call: RateLimit;
  /** GET /menu/getMenuQR/… — a table's menu, public. */
  menu: RateLimit;
  /** GET /menu/soldOut/… — what is sold out, asked every second by an open menu, public. */
  soldOut: RateLimit;
  /** GET /invoice/… and its XML — a voucher and its electronic document, public. */
  invoice: RateLimit;
  /** GET /product/image/… — a product's picture, public. */
  image: RateLimit;
  /** GET /openapi.json and /api-docs — the API's description, public. */
  apiDocs: RateLimit;
  /**
   * POST /merchant/config/{id}/certificate — refused .p12 uploads (a wrong PIN), counted per
   * merchant and per session, not per address (mock-api/auth/attemptLimits.ts).
   */
  certificate: RateLimit;
  /** POST /invoice/{voucherId}/email — 'Enviar comprobante por correo', public: each one sends an e-mail. */
  documentMail: RateLimit;
}

const MINUTE = 60 * 1000;

/**
 * What the portal runs with (`npm start`, `npm run api`); the table of limits in
 * docs/features/sessions-and-limits.md says the same.
 * - Sign-in: 20 failed attempts per address in 15 minutes. Successful sign-ins are not counted,
 *   so an office signing in behind one address is never held up; 20 failures is four users'
 *   worth of the per-user lock (5), far below what guessing passwords across accounts needs.
 * - Password reset: 5 per address per hour: each one mails a temporary password, and nobody
 *   needs more; it stops the endpoint being used to flood mailboxes.
 * - Diner orders: 60 per address in 5 minutes. Every diner on a restaurant's Wi-Fi shares one
 *   public address, so this must cover a full dining room ordering at once, while still stopping
 *   a script from flooding a kitchen with orders.
 * - Cancellations: 30 per address in 5 minutes; an order can only be cancelled in its first
 *   15 seconds, so real cancellations are fewer than orders.
 * - Card payments: 30 per address in 5 minutes. An order is paid once, so payments are at most
 *   orders; the tighter limit also slows anyone trying stolen card numbers against the form.
 * - Calls ('Llamar al mesero', 'Pedir la cuenta'): 60 per address in 5 minutes, like orders; a
 *   table has at most one pending call of each kind besides, so a repeated tap adds nothing.
 * - 'Enviar comprobante por correo': 10 per address per hour, like the password reset a little
 *   more: each one mails whatever address was typed, so it must not become a way to flood
 *   mailboxes; a payer sends their receipt once or twice (one document takes at most 5 besides).
 * - Tab payments share the card payments' budget; reading or following a tab, the status budget.
 * - Order status (asked, or followed as a stream): 1,200 per address in 5 minutes. A receipt
 *   opens one stream and opens it again only when it drops; where streams do not get through it
 *   asks every 3 seconds (100 in 5 minutes), so this covers a dozen receipts polling on one
 *   Wi-Fi, while a script hammering the endpoint gets four calls a second. A full dining room
 *   follows its orders and tabs by streams, each counted once when it opens.
 * - Public reads, each sized for a full restaurant (about 120 diners) behind one Wi-Fi:
 *   - the menu, 600 in 5 minutes: every diner opening it twice (a reload), each page load asking
 *     twice (the frame of `npm start`, serving/menuFrame.ts, and the app itself);
 *   - what is sold out, 6,000 a minute: an open menu asks every second, so 100 menus open at once;
 *   - vouchers and their XML, 3,000 in 5 minutes: every diner paying within those minutes, each
 *     voucher asking again every 2 s until Hacienda answers (16 asks at most);
 *   - product pictures, 6,000 in 5 minutes: 120 menus of 50 pictures (browsers keep them after);
 *   - the API's description, 300 in 5 minutes: developers reading it, not diners.
 * - Certificate uploads: 5 refused .p12 files (a wrong PIN) per merchant and per session in 15
 *   minutes. Each try runs a PKCS#12 decryption; 5 is enough to mistype a 4-digit PIN, and 20 a
 *   merchant an hour is nothing against 10,000 PINs.
 */
export const PORTAL_RATE_LIMITS: RateLimitSettings = {
  signIn: { limit: 20, windowMs: 15 * MINUTE },
  passwordReset: { limit: 5, windowMs: 60 * MINUTE },
  order: { limit: 60, windowMs: 5 * MINUTE },
  cancel: { limit: 30, windowMs: 5 * MINUTE },
  pay: { limit: 30, windowMs: 5 * MINUTE },
  status: { limit: 1200, windowMs: 5 * MINUTE },
  call: { limit: 60, windowMs: 5 * MINUTE },
  menu: { limit: 600, windowMs: 5 * MINUTE },
  soldOut: { limit: 6000, windowMs: MINUTE },
  invoice: { limit: 3000, windowMs: 5 * MINUTE },
  image: { limit: 6000, windowMs: 5 * MINUTE },
  apiDocs: { limit: 300, windowMs: 5 * MINUTE },
  certificate: { limit: 5, windowMs: 15 * MINUTE },
  documentMail: { limit: 10, windowMs: 60 * MINUTE },
};

/** For tests that sign in and order many times from one address; the limits have a test of their own. */
export const RELAXED_RATE_LIMITS = Object.fromEntries(
  Object.keys(PORTAL_RATE_LIMITS).map((name) => [name, { limit: 100_000, windowMs: MINUTE }]),
) as unknown as RateLimitSettings;

const limiter = ({ limit, windowMs }: RateLimit, skipSuccessfulRequests = false) =>
  rateLimit({
    limit,
    windowMs,
    skipSuccessfulRequests,
    // an IPv6 caller by its /64 (clientAddress.ts)
    keyGenerator: (req: Request) => clientKey(req),
    // X-Forwarded-For is read by clientAddress, from the proxy alone: express's `trust proxy` stays off
    validate: { xForwardedForHeader: false },
    // RateLimit-* headers (draft 6) and, once refused, Retry-After in seconds
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    handler: (_req: Request, res: Response) => {
      res.status(429).json({ message: messages.tooManyRequests });
    },
  });

/**
 * Mounted by path before the routers and before the body is parsed, so a refused request costs
 * nothing. The client address is the socket's, or — for a request from the dev or preview
 * server's proxy, which proves itself with the proxy key — the address that proxy saw
 * (`clientAddress.ts`).
 */
export const mountRateLimits = (app: Express, settings: RateLimitSettings = PORTAL_RATE_LIMITS) => {
  for (const { method, paths, budget, failuresOnly } of ADDRESS_LIMITS) {
    app[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'get'](paths, limiter(settings[budget], failuresOnly));
  }
};

type AddressBudget = Exclude<keyof RateLimitSettings, 'certificate'>;

/**
 * Which public paths count against which budget, in express form. Every public endpoint but the
 * sign-out (it only ends the session its own token names) is here: tests/api/publicReadLimits.test.ts
 * fails on a public endpoint declared without a budget.
 */
export const ADDRESS_LIMITS: readonly { method: 'GET' | 'POST' | 'PUT'; paths: string[]; budget: AddressBudget; failuresOnly?: true }[] = [
  { method: 'POST', paths: ['/auth/login'], budget: 'signIn', failuresOnly: true },
  { method: 'PUT', paths: ['/auth/resetPassword'], budget: 'passwordReset' },
  { method: 'POST', paths: ['/order/external'], budget: 'order' },
  { method: 'PUT', paths: ['/order/cancel/external/*'], budget: 'cancel' },
  { method: 'POST', paths: ['/order/pay/external', '/table/pay/external'], budget: 'pay' },
  { method: 'POST', paths: ['/table/call/external'], budget: 'call' },
  { method: 'POST', paths: ['/invoice/*/email'], budget: 'documentMail' },
  // one budget for asking and for opening a stream: both take a cancel key to check
  { method: 'POST', paths: ['/order/status/external', '/order/events/external', '/table/tab/external'], budget: 'status' },
  { method: 'GET', paths: ['/menu/getMenuQR/*'], budget: 'menu' },
  { method: 'GET', paths: ['/menu/soldOut/*'], budget: 'soldOut' },
  { method: 'GET', paths: ['/invoice/*'], budget: 'invoice' },
  { method: 'GET', paths: ['/product/image/*'], budget: 'image' },
  { method: 'GET', paths: ['/openapi.json', '/api-docs'], budget: 'apiDocs' },
];
