import type { RequestHandler, Router } from 'express';
import type { FailureCounter } from '../auth/attemptLimits';
import type { Clock } from '../clock';
import type { Endpoint } from '../contract/endpoint';
import type { Outbox } from '../outbox';
import type { Store } from '../store';

/** What every route module is built from. */
export interface ApiContext {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  /** Requires a valid, non-temporary session token. */
  authenticate: RequestHandler;
  /** Refused certificate uploads per merchant and per session (mock-api/auth/rateLimits.ts). */
  certificateAttempts: FailureCounter;
}

/**
 * One API area: the path prefix it answers under, its endpoint declarations, and the router
 * mounted there, built from them by `declaredArea` (mock-api/contract/mount.ts) — nothing answers
 * that is not declared (docs/api-contract.md).
 */
export interface RouteArea {
  prefix: string;
  build(ctx: ApiContext): Router;
  endpoints: readonly Endpoint[];
}
