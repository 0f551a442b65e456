import type { Express, NextFunction, Request, Response } from 'express';
import jsonServer from 'json-server';
import { messages } from '../src/domain/messages';
import { apiHeaders } from './apiHeaders';
import { failureCounter } from './auth/attemptLimits';
import { mountRateLimits, PORTAL_RATE_LIMITS, type RateLimitSettings } from './auth/rateLimits';
import { authenticate } from './auth/session';
import { bodyLimits } from './bodyLimits';
import { type Clock, systemClock } from './clock';
import { hostCheck } from './hostCheck';
import { demoLinksRoute } from './demoLinks';
import { errorHandler } from './http';
import { durableRequests } from './storage/durableScope';
import { createOutbox, outboxFile, type Outbox } from './outbox';
import type { ApiContext } from './routes/context';
import { portalKey } from './restaurant/portalKey';
import { resumeReception } from './restaurant/receiptReception';
import { startDocumentMail } from './restaurant/documentMail';
import { mailTransport } from './mailTransport';
import { routeAreas } from './routes';
import type { Store } from './store';

export interface AppOptions {
  store: Store;
  clock?: Clock;
  outbox?: Outbox;
  /** Log one line per request (method, path with long ids masked, status, time). Never bodies. */
  log?: boolean;
  /** Per-address limits on sign-in, reset and the public order endpoints; the portal's own by default. */
  rateLimits?: RateLimitSettings;
  /** The key written in the data file's lock (mock-api/storage/dataFileOwner.ts): `npm run demo-links` asks with it. */
  ownerKey?: string;
  /** Where electronic documents' e-mails go (mock-api/mailTransport.ts): `SMTP_URL` unless given; none, the outbox. */
  smtpUrl?: string;
}

/**
 * The mock API: json-server's express app with only the documented endpoints mounted.
 * json-server's own router, /db, _embed/_expand, JSONP and method override are never wired in.
 */
export const createApp = ({ store, clock = systemClock, outbox, log = false, rateLimits = PORTAL_RATE_LIMITS, ownerKey, smtpUrl = process.env.SMTP_URL }: AppOptions): Express => {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('json spaces', 0);
  const ctx: ApiContext = {
    store,
    clock,
    outbox: outbox ?? createOutbox(outboxFile(store.file), clock.now),
    authenticate: authenticate(store, clock),
    certificateAttempts: failureCounter(rateLimits.certificate, clock),
  };

  // the key that encrypts the merchants' signing keys: from PORTAL_KEY, or made now beside the data file (never logged)
  portalKey(store.file);
  if (log) app.use(requestLog);
  app.use(apiHeaders);
  app.use(hostCheck());
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    // no CORS: a preflight from another origin gets an answer without any Access-Control-Allow-* header
    if (req.method === 'OPTIONS') return res.status(204).end();
    // JSONP would let any page read answers cross-site; the real API has none.
    if ('callback' in req.query) return res.status(400).json({ message: messages.badJson });
    next();
  });
  if (ownerKey) app.use(demoLinksRoute(store, ownerKey));
  mountRateLimits(app, rateLimits);
  // the token is checked before a large body is read (bodyLimits.ts)
  app.use(bodyLimits(store, clock));
  // after the body parser (its stream callbacks lose the scope): saves in middleware are waited for too
  app.use(durableRequests);
  for (const area of routeAreas) app.use(area.prefix, area.build(ctx));
  // Hacienda's answers to receipts the API stopped before hearing (restaurant/receiptReception.ts)
  resumeReception(store);
  // documents' e-mails: SMTP or the outbox; those a previous run left unsent go now (restaurant/documentMail.ts)
  startDocumentMail(store, mailTransport(smtpUrl, ctx.outbox), clock.now);
  app.use((_req: Request, res: Response) => res.status(404).json({ message: messages.routeNotFound }));
  app.use(errorHandler);
  return app;
};

const requestLog = (req: Request, res: Response, next: NextFunction) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    // table tokens and voucher ids are secrets in the path: keep only their start
    const path = req.originalUrl.split('?')[0].replace(/[A-Za-z0-9_-]{20,}/g, (id) => `${id.slice(0, 4)}…`);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)} ms`);
  });
  next();
};
