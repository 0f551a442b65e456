import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { messages } from '../src/domain/messages';
import { bearer, sessionFor } from './auth/session';
import type { Clock } from './clock';
import type { Store } from './store';

/** Any caller's body: far above every public body (sign-in, reset, a diner's order). */
export const OPEN_BODY_LIMIT = 1024 * 1024;
/**
 * A signed-in caller's body: product pictures and logos travel as data URLs of up to ~1 MB of
 * file, ~1.4 MB of JSON. The hard cap for everyone.
 */
export const SIGNED_IN_BODY_LIMIT = 2 * 1024 * 1024;

/** The API speaks JSON only: a form-encoded body is not read, so it is refused like a missing one. */
const parserFor = (limit: number): RequestHandler => express.json({ limit });

/**
 * Body parsing that looks at the token first: a body over OPEN_BODY_LIMIT is read only for a
 * caller with a valid token (401 otherwise, as the endpoint would answer), and no body over
 * SIGNED_IN_BODY_LIMIT is read at all (413). A declared length over the limit is refused
 * before a byte of the body is read; a body sent without a length is cut off at the limit.
 */
export const bodyLimits = (store: Store, clock: Clock): RequestHandler => {
  const open = parserFor(OPEN_BODY_LIMIT);
  const signedIn = parserFor(SIGNED_IN_BODY_LIMIT);

  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (!req.get('transfer-encoding') && !(declared > 0)) return next();
    const trusted = sessionFor(bearer(req), store, clock) !== undefined;
    const refuse = () => {
      // the rest of the body is not worth reading: close the connection after answering
      res.set('Connection', 'close');
      if (trusted) res.status(413).json({ message: messages.bodyTooLarge });
      else res.status(401).json({ error: messages.invalidToken });
    };
    if (declared > (trusted ? SIGNED_IN_BODY_LIMIT : OPEN_BODY_LIMIT)) return refuse();

    const json = trusted ? signedIn : open;
    const tooLarge = (error: unknown) => (error as { type?: string } | undefined)?.type === 'entity.too.large';
    json(req, res, (error?: unknown) => (tooLarge(error) ? refuse() : next(error)));
  };
};
