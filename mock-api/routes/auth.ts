import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { passwordChangeError } from '../../src/domain/passwordPolicy';
import { passwordChanged, signedIn } from '../../src/domain/wire/session';
import { passwordChangeSchema } from '../../src/schemas/passwordChangeSchema';
import { signInSchema } from '../../src/schemas/signInSchema';
import { isCommonPassword } from '../auth/commonPasswords';
import { hashPassword, keptCost, spendPasswordCheck, temporaryPassword, verifyPassword } from '../auth/passwords';
import { bearer, merchantSuspended, sessionFor } from '../auth/session';
import { absoluteEnd, sessionRegistry, type SessionRecord } from '../auth/sessionRegistry';
import { issueToken } from '../auth/tokens';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, badRequest } from '../http';
import type { Store } from '../store';
import { sessionUser } from './sessionUser';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;
const RESET_MS = 60 * 60 * 1000;

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const message = z.object({ message: z.string() });

/**
 * Failed sign-ins in a row per user name, counted whether or not the user exists, so the lock
 * does not tell an attacker which names are real. One count per stored data (per running API).
 */
const failureCounts = new WeakMap<Store, Map<string, { count: number; lockedUntil: number }>>();
const failuresOf = (store: Store) => {
  let failures = failureCounts.get(store);
  if (!failures) failureCounts.set(store, (failures = new Map()));
  return failures;
};

// The token never outlives its session's absolute end; the registry ends it sooner when idle or revoked.
const tokenFor = (store: Store, session: SessionRecord) =>
  issueToken({ uid: session.userId, sid: session.id, tmp: session.temporary, exp: absoluteEnd(session) }, store.state().meta.tokenSecret);

export const authEndpoints = [
  endpoint({
    method: 'POST',
    path: '/auth/login',
    summary:
      'Signs in: a token and the session user. Five failed attempts in a row lock the user name for 15 minutes (429), whether or not it exists. A mailed temporary password opens a temporary session (tempPassword: true), good only for the password change. `correo` is read where `user` is missing.',
    access: 'public',
    addition: false,
    body: { schema: signInSchema, parsedBy: 'handler' },
    answer: signedIn,
    refusals: [
      { status: 400, message: messages.loginRequired },
      { status: 403, message: messages.merchantSuspended },
      { status: 429, message: messages.accountLocked },
    ],
    handle: ({ ctx: { store, clock }, rawBody }) => {
      const body = rawBody as Record<string, unknown> | undefined;
      const username = asText(body?.user ?? body?.correo).toLowerCase();
      const password = body?.password;
      if (!username || typeof password !== 'string' || !password) throw badRequest(messages.loginRequired);

      const failures = failuresOf(store);
      const now = clock.now();
      const record = failures.get(username);
      const state = store.state();
      // the work spent for an unknown or locked user is that of the hashes kept
      const cost = keptCost(state.users.map((candidate) => candidate.passwordHash));
      if (record && record.lockedUntil > now) {
        spendPasswordCheck(password, cost);
        throw new ApiError(429, messages.accountLocked);
      }

      const user = state.users.find((candidate) => candidate.username.toLowerCase() === username);
      const byPassword = user ? verifyPassword(password, user.passwordHash) : spendPasswordCheck(password, cost);
      const byReset = !!user && !byPassword && (user.resetExpires ?? 0) > now && verifyPassword(password, user.resetHash);
      if (!user || (!byPassword && !byReset)) {
        // a lock that has run out starts the count again
        const count = (record && record.lockedUntil === 0 ? record.count : 0) + 1;
        failures.set(username, { count, lockedUntil: count >= MAX_FAILED_LOGINS ? now + LOCK_MS : 0 });
        if (count >= MAX_FAILED_LOGINS) throw new ApiError(429, messages.accountLocked);
        throw new ApiError(401, messages.wrongCredentials);
      }
      failures.delete(username);
      // told only to whoever knows the password, so it reveals nothing to a stranger
      if (merchantSuspended(user, state)) throw new ApiError(403, messages.merchantSuspended);
      const temporary = user.tempPassword || byReset;
      const session = sessionRegistry(store).open(user.id, temporary, now);
      return { token: tokenFor(store, session), user: { ...sessionUser(user, state), tempPassword: temporary } };
    },
  }),
  // Renews the token of the same session: it counts as activity, but never moves the absolute end.
  endpoint({
    method: 'GET',
    path: '/auth/',
    summary: "The caller's session again: a renewed token of the same session (activity for the idle limit; the 8-hour end does not move) and its user.",
    access: 'signedIn',
    addition: false,
    answer: signedIn,
    refusals: [],
    handle: ({ ctx: { store }, session: { user, record } }) => ({ token: tokenFor(store, record), user: sessionUser(user, store.state()) }),
  }),
  // 'Salir': the token stops working at once. Open to any token (a temporary one too) and quiet
  // about tokens that no longer work, so signing out never fails.
  endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: "'Salir': the bearer token's session ends at once. Answers alike for any token, or none, so signing out never fails.",
    access: 'public',
    addition: true,
    answer: message,
    refusals: [],
    handle: async ({ ctx: { store, clock }, req }) => {
      const session = sessionFor(bearer(req), store, clock);
      if (session) await sessionRegistry(store).revoke(session.record.id);
      return { message: messages.signedOut };
    },
  }),
  // Same answer whether or not the user exists, so the endpoint cannot be used to find accounts.
  endpoint({
    method: 'PUT',
    path: '/auth/resetPassword',
    summary:
      'Mails a temporary password (good for one hour) to the user named in the `x-username` header. The same answer whether or not the user exists.',
    access: 'public',
    addition: false,
    answer: message,
    refusals: [{ status: 400, message: messages.resetUserRequired }],
    handle: ({ ctx: { store, clock, outbox }, req }) => {
      const username = asText(req.get('x-username')).toLowerCase();
      if (!username) throw badRequest(messages.resetUserRequired);
      const user = store.state().users.find((candidate) => candidate.username.toLowerCase() === username);
      if (user) {
        const password = temporaryPassword();
        user.resetHash = hashPassword(password);
        user.resetExpires = clock.now() + RESET_MS;
        store.save('users');
        outbox.send({
          to: user.email,
          subject: 'Recuperación de contraseña',
          body: 'Use esta contraseña temporal para ingresar; se le pedirá cambiarla.',
          temporaryPassword: password,
        });
      }
      return { message: messages.resetSent };
    },
  }),
  /**
   * Every session of the user ends with the old password. A signed-in user's change answers a
   * new session (token and user) so that browser stays signed in; a temporary-password
   * session simply ends and the user signs in with the new password.
   */
  endpoint({
    method: 'POST',
    path: '/auth/changePassword',
    summary:
      "Changes the caller's password (token in `x-authorization`, or the bearer one; a temporary-password session may call). Every session of the user ends; a signed-in user's change answers a new session, a temporary one's does not.",
    access: 'anySession',
    addition: false,
    body: { schema: passwordChangeSchema, parsedBy: 'handler' },
    answer: passwordChanged,
    refusals: [
      { status: 400, message: messages.currentPasswordWrong },
      { status: 400, message: messages.passwordSameAsCurrent },
      { status: 400, message: messages.passwordCommon },
      { status: 400, message: 'The first rule of docs/spec-reference.md the new password breaks (src/domain/passwordPolicy.ts).' },
    ],
    handle: async ({ ctx: { store, clock }, req, rawBody }) => {
      const raw = req.get('x-authorization') ?? '';
      const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw || bearer(req);
      const session = sessionFor(token, store, clock);
      if (!session) throw new ApiError(401, messages.invalidToken, { error: messages.invalidToken });
      const body = rawBody as Record<string, unknown> | undefined;
      const lastPassword = body?.lastPassword;
      const newPassword = body?.newPassword;
      if (typeof lastPassword !== 'string' || typeof newPassword !== 'string') throw badRequest();
      const problem = passwordChangeError({ lastPassword, newPassword });
      if (problem) throw badRequest(problem);
      const { user, record } = session;
      const now = clock.now();
      const current =
        verifyPassword(lastPassword, user.passwordHash) ||
        ((user.resetExpires ?? 0) > now && verifyPassword(lastPassword, user.resetHash));
      if (!current) throw badRequest(messages.currentPasswordWrong);
      // the password given as current, or the stored one when a mailed temporary one was given
      if (newPassword === lastPassword || verifyPassword(newPassword, user.passwordHash)) throw badRequest(messages.passwordSameAsCurrent);
      if (isCommonPassword(newPassword)) throw badRequest(messages.passwordCommon);
      user.passwordHash = hashPassword(newPassword);
      user.tempPassword = false;
      user.resetHash = null;
      user.resetExpires = null;
      await store.save('users');
      const sessions = sessionRegistry(store);
      await sessions.revokeUser(user.id);
      if (record.temporary) return { message: messages.passwordChanged };
      const renewed = sessions.open(user.id, false, now);
      return { message: messages.passwordChanged, token: tokenFor(store, renewed), user: sessionUser(user, store.state()) };
    },
  }),
];

export const authRoutes = declaredArea('/auth', authEndpoints);
