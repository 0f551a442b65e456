import type { RequestHandler, Router } from 'express';
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
}

/** One API area: the path prefix it answers under and the router it mounts there. */
export interface RouteArea {
  prefix: string;
  build(ctx: ApiContext): Router;
  /** The area's endpoint declarations (mock-api/contract/); absent while the area is still hand-mounted. */
  endpoints?: readonly Endpoint[];
}
