import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { messages } from '../../src/domain/messages';
import type { Clock } from '../clock';
import { ApiError, forbidden } from '../http';
import type { DbState, GroupId, UserRecord } from '../storage/records';
import type { Store } from '../store';
import { canUse, isProviderGroup, type ScreenCode } from './permissions';
import { sessionRegistry, type SessionRecord } from './sessionRegistry';
import { readToken, type TokenClaims } from './tokens';

/** Who is calling: set on the request by `authenticate`. */
export interface Session {
  user: UserRecord;
  claims: TokenClaims;
  /** The server-side session the token points to. */
  record: SessionRecord;
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

/** A merchant group's user (2 Operadores, 4 Comercio) whose merchant is suspended ('INA'). */
export const merchantSuspended = (user: UserRecord, state: DbState) =>
  !isProviderGroup(user.group_id) &&
  user.merchant_id !== null &&
  state.merchants.find((merchant) => merchant.id === user.merchant_id)?.status === 'INA';

/**
 * Resolve a token to its live session: unknown, forged, expired, revoked, idle, deleted-user and
 * suspended-merchant tokens give undefined. Does not count as activity (see `authenticate`).
 */
export const sessionFor = (token: string | undefined, store: Store, clock: Clock): Session | undefined => {
  const state = store.state();
  const now = clock.now();
  const claims = readToken(token, state.meta.tokenSecret, now);
  if (!claims) return undefined;
  const registry = sessionRegistry(store);
  const record = registry.find(claims.sid, now);
  if (!record || record.userId !== claims.uid || record.temporary !== claims.tmp) return undefined;
  const user = state.users.find((candidate) => candidate.id === claims.uid);
  if (!user) return undefined;
  if (merchantSuspended(user, state)) {
    // suspension ends the session for good: reactivating the merchant does not bring it back
    registry.revokeUser(user.id);
    return undefined;
  }
  return {
    user,
    claims,
    record,
    groupId: user.group_id,
    merchantScope: isProviderGroup(user.group_id) ? null : user.merchant_id,
  };
};

/**
 * Every non-public endpoint passes here: a valid bearer token of a live session, and not one
 * issued for a temporary password (that one only opens the change-password endpoint).
 */
export const authenticate =
  (store: Store, clock: Clock): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const session = sessionFor(bearer(req), store, clock);
    if (!session) return invalidToken(res);
    if (session.claims.tmp) return next(new ApiError(403, messages.mustChangePassword));
    // any authenticated call is activity: the idle limit counts from here
    sessionRegistry(store).touch(session.record, clock.now());
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
