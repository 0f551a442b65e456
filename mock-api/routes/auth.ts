import { Router } from 'express';
import { messages } from '../../src/domain/messages';
import { passwordChangeError } from '../../src/domain/passwordPolicy';
import { isCommonPassword } from '../auth/commonPasswords';
import { hashPassword, spendPasswordCheck, temporaryPassword, verifyPassword } from '../auth/passwords';
import { bearer, merchantSuspended, sessionFor } from '../auth/session';
import { absoluteEnd, sessionRegistry, type SessionRecord } from '../auth/sessionRegistry';
import { issueToken } from '../auth/tokens';
import { ApiError, badRequest, route } from '../http';
import type { RouteArea } from './context';
import { sessionUser } from './sessionUser';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;
const RESET_MS = 60 * 60 * 1000;

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const authRoutes: RouteArea = {
  prefix: '/auth',
  build({ store, clock, outbox, authenticate }) {
    const router = Router();
    const sessions = sessionRegistry(store);
    // Failed sign-ins in a row per user name, counted whether or not the user exists,
    // so the lock does not tell an attacker which names are real.
    const failures = new Map<string, { count: number; lockedUntil: number }>();

    // The token never outlives its session's absolute end; the registry ends it sooner when idle or revoked.
    const tokenFor = (session: SessionRecord) =>
      issueToken({ uid: session.userId, sid: session.id, tmp: session.temporary, exp: absoluteEnd(session) }, store.state().meta.tokenSecret);

    router.post(
      '/login',
      route((req) => {
        const username = asText(req.body?.user ?? req.body?.correo).toLowerCase();
        const password = req.body?.password;
        if (!username || typeof password !== 'string' || !password) throw badRequest(messages.loginRequired);

        const now = clock.now();
        const record = failures.get(username);
        if (record && record.lockedUntil > now) {
          spendPasswordCheck(password);
          throw new ApiError(429, messages.accountLocked);
        }

        const state = store.state();
        const user = state.users.find((candidate) => candidate.username.toLowerCase() === username);
        const byPassword = user ? verifyPassword(password, user.passwordHash) : spendPasswordCheck(password);
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
        const session = sessions.open(user.id, temporary, now);
        return { token: tokenFor(session), user: { ...sessionUser(user, state), tempPassword: temporary } };
      }),
    );

    // Renews the token of the same session: it counts as activity, but never moves the absolute end.
    router.get(
      '/',
      authenticate,
      route((req) => {
        const { user, record } = req.session!;
        return { token: tokenFor(record), user: sessionUser(user, store.state()) };
      }),
    );

    // 'Salir': the token stops working at once. Open to any token (a temporary one too) and quiet
    // about tokens that no longer work, so signing out never fails.
    router.post(
      '/logout',
      route(async (req) => {
        const session = sessionFor(bearer(req), store, clock);
        if (session) await sessions.revoke(session.record.id);
        return { message: messages.signedOut };
      }),
    );

    // Same answer whether or not the user exists, so the endpoint cannot be used to find accounts.
    router.put(
      '/resetPassword',
      route((req) => {
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
      }),
    );

    /**
     * Every session of the user ends with the old password. A signed-in user's change answers a
     * new session (token and user) so that browser stays signed in; a temporary-password
     * session simply ends and the user signs in with the new password.
     */
    router.post(
      '/changePassword',
      route(async (req) => {
        const raw = req.get('x-authorization') ?? '';
        const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw || bearer(req);
        const session = sessionFor(token, store, clock);
        if (!session) throw new ApiError(401, messages.invalidToken, { error: messages.invalidToken });
        const lastPassword = req.body?.lastPassword;
        const newPassword = req.body?.newPassword;
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
        await sessions.revokeUser(user.id);
        if (record.temporary) return { message: messages.passwordChanged };
        const renewed = sessions.open(user.id, false, now);
        return { message: messages.passwordChanged, token: tokenFor(renewed), user: sessionUser(user, store.state()) };
      }),
    );

    return router;
  },
};
