import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { messages } from '../../src/domain/messages';
import type { Clock } from '../clock';
import { ApiError, forbidden } from '../http';
import type { GroupId, UserRecord } from '../seed/types';
import type { Store } from '../store';
import { canUse, isProviderGroup, type ScreenCode } from './permissions';
import { readToken, type TokenClaims } from './tokens';

/** Who is calling: set on the request by `authenticate`. */
export interface Session {
  user: UserRecord;
  claims: TokenClaims;
  groupId: GroupId;
  /** The merchant whose data the caller may see; null for provider groups, who may see any. */
  merchantScope: number | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session;
  }
}

const invalidToken = (res: Response) => res.status(401).json({ error: messages.invalidToken });

export const bearer = (req: Request): string | undefined => {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Resolve a token to its session: unknown, forged, expired or deleted-user tokens give undefined. */
export const sessionFor = (token: string | undefined, store: Store, clock: Clock): Session | undefined => {
  const state = store.state();
  const claims = readToken(token, state.meta.tokenSecret, clock.now());
  if (!claims) return undefined;
  const user = state.users.find((candidate) => candidate.id === claims.uid);
  if (!user) return undefined;
  return {
    user,
    claims,
    groupId: user.group_id,
    merchantScope: isProviderGroup(user.group_id) ? null : user.merchant_id,
  };
};

/**
 * Every non-public endpoint passes here: a valid bearer token, and not one issued for a
 * temporary password (that one only opens the change-password endpoint).
 */
export const authenticate =
  (store: Store, clock: Clock): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const session = sessionFor(bearer(req), store, clock);
    if (!session) return invalidToken(res);
    if (session.claims.tmp) return next(new ApiError(403, messages.mustChangePassword));
    req.session = session;
    next();
  };

/** The caller's group must have the screen this endpoint serves. */
export const allowScreen =
  (...screens: ScreenCode[]): RequestHandler =>
  (req, _res, next) => {
    const session = req.session;
    if (!session || !screens.some((screen) => canUse(session.groupId, screen))) return next(forbidden());
    next();
  };

export const sessionOf = (req: Request): Session => {
  if (!req.session) throw new ApiError(401, messages.invalidToken);
  return req.session;
};

/** A provider group sees any merchant; everybody else only their own. */
export const mayAccessMerchant = (session: Session, merchantId: number | null | undefined) =>
  session.merchantScope === null || session.merchantScope === merchantId;
