import type { Express, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { messages } from '../../src/domain/messages';
import { clientAddress } from './clientAddress';

/** At most `limit` requests from one client address every `windowMs`. */
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
  /** POST /table/call/external — calling the waiter or asking for the bill, public (issue 20). */
  call: RateLimit;
  /** POST /invoice/{voucherId}/email — 'Enviar comprobante por correo', public: each one sends an e-mail. */
  documentMail: RateLimit;
}

const MINUTE = 60 * 1000;

/**
 * What the portal runs with (`npm start`, `npm run api`).
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
 * - Calls ('Llamar al salonero', 'Pedir la cuenta'): 60 per address in 5 minutes, like orders; a
 *   table has at most one pending call of each kind besides, so a repeated tap adds nothing.
 * - 'Enviar comprobante por correo': 10 per address per hour, like the password reset a little
 *   more: each one mails whatever address was typed, so it must not become a way to flood
 *   mailboxes; a payer sends their receipt once or twice (one document takes at most 5 besides).
 * - Tab payments share the card payments' budget; reading or following a tab, the status budget.
 * - Order status (asked, or followed as a stream): 1,200 per address in 5 minutes. A receipt
 *   opens one stream and opens it again only when it drops; where streams do not get through it
 *   asks every 3 seconds (100 in 5 minutes), so this covers a dozen receipts polling on one
 *   Wi-Fi, while a script hammering the endpoint gets four calls a second.
 */
export const PORTAL_RATE_LIMITS: RateLimitSettings = {
  signIn: { limit: 20, windowMs: 15 * MINUTE },
  passwordReset: { limit: 5, windowMs: 60 * MINUTE },
  order: { limit: 60, windowMs: 5 * MINUTE },
  cancel: { limit: 30, windowMs: 5 * MINUTE },
  pay: { limit: 30, windowMs: 5 * MINUTE },
  status: { limit: 1200, windowMs: 5 * MINUTE },
  call: { limit: 60, windowMs: 5 * MINUTE },
  documentMail: { limit: 10, windowMs: 60 * MINUTE },
};

/** For tests that sign in and order many times from one address; the limits have a test of their own. */
export const RELAXED_RATE_LIMITS: RateLimitSettings = {
  signIn: { limit: 100_000, windowMs: MINUTE },
  passwordReset: { limit: 100_000, windowMs: MINUTE },
  order: { limit: 100_000, windowMs: MINUTE },
  cancel: { limit: 100_000, windowMs: MINUTE },
  pay: { limit: 100_000, windowMs: MINUTE },
  status: { limit: 100_000, windowMs: MINUTE },
  call: { limit: 100_000, windowMs: MINUTE },
  documentMail: { limit: 100_000, windowMs: MINUTE },
};

const limiter = ({ limit, windowMs }: RateLimit, skipSuccessfulRequests = false) =>
  rateLimit({
    limit,
    windowMs,
    skipSuccessfulRequests,
    // IPv6 callers are counted by their /56, as express-rate-limit advises
    keyGenerator: (req: Request) => ipKeyGenerator(clientAddress(req)),
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
  app.post('/auth/login', limiter(settings.signIn, true));
  app.put('/auth/resetPassword', limiter(settings.passwordReset));
  app.post('/order/external', limiter(settings.order));
  app.put('/order/cancel/external/*', limiter(settings.cancel));
  app.post(['/order/pay/external', '/table/pay/external'], limiter(settings.pay));
  app.post('/table/call/external', limiter(settings.call));
  app.post('/invoice/:voucherId/email', limiter(settings.documentMail));
  // one budget for asking and for opening a stream: both take a cancel key to check
  app.post(['/order/status/external', '/order/events/external', '/table/tab/external'], limiter(settings.status));
};
