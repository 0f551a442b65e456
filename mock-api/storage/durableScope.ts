import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * Which saves a request made, so that its answer waits until they are on disk. The store
 * reports every save here; `route()` (mock-api/http.ts) waits for them before it answers.
 * AsyncLocalStorage follows the request through awaits, so handlers need not pass anything.
 */
interface Scope {
  saves: Promise<void>[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** A save that could not be made durable: the change was undone and must not be reported as saved. */
export class NotDurableError extends Error {}

/** Called by the store for each save: the current request (if any) waits for it. */
export const awaitedByRequest = (durable: Promise<void>) => {
  scopes.getStore()?.saves.push(durable);
};

/**
 * Opens a request's scope early, so saves made by middleware (sessions) before the route's
 * handler are waited for too. Mounted after the body parser: its stream callbacks would lose it.
 */
export const durableRequests: RequestHandler = (_req, _res, next) => scopes.run({ saves: [] }, next);

/**
 * Run a handler in the request's scope, then wait until every save it made is durable.
 * Rejects with the handler's own error, else with NotDurableError when a save failed.
 */
export const runDurably = async <T>(handler: () => T): Promise<Awaited<T>> => {
  const scope = scopes.getStore() ?? { saves: [] };
  let result: Awaited<T>;
  try {
    result = await scopes.run(scope, handler);
  } catch (error) {
    // a handler that saved and then failed still answers only once its saves are settled
    await settle(scope).catch(() => undefined);
    throw error;
  }
  await settle(scope);
  return result;
};

const settle = async (scope: Scope) => {
  while (scope.saves.length > 0) await Promise.all(scope.saves.splice(0));
};

/**
 * Run outside any request's scope: for timers a long-lived request starts (an event stream's
 * heartbeat), whose later saves no answer waits for and which must not pile up in that request.
 */
export const outsideRequests = <T>(run: () => T): T => scopes.exit(run);
