import { Router } from 'express';
import { messages } from '../../src/domain/messages';
import { passwordChangeError } from '../../src/domain/passwordPolicy';
import { hashPassword, temporaryPassword, verifyPassword } from '../auth/passwords';
import { bearer, sessionFor } from '../auth/session';
import { issueToken, SESSION_MS, TEMPORARY_MS } from '../auth/tokens';
import { ApiError, badRequest, route } from '../http';
import type { UserRecord } from '../seed/types';
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
    // Failed sign-ins in a row per user name, counted whether or not the user exists,
    // so the lock does not tell an attacker which names are real.
    const failures = new Map<string, { count: number; lockedUntil: number }>();

    const tokenFor = (user: UserRecord, temporary: boolean) =>
      issueToken(
        { uid: user.id, tmp: temporary, exp: clock.now() + (temporary ? TEMPORARY_MS : SESSION_MS) },
        store.state().meta.tokenSecret,
      );

    router.post(
      '/login',
      route((req) => {
        const username = asText(req.body?.user ?? req.body?.correo).toLowerCase();
        const password = req.body?.password;
        if (!username || typeof password !== 'string' || !password) throw badRequest(messages.loginRequired);

        const now = clock.now();
        const record = failures.get(username);
        if (record && record.lockedUntil > now) throw new ApiError(429, messages.accountLocked);

        const state = store.state();
        const user = state.users.find((candidate) => candidate.username.toLowerCase() === username);
        const byPassword = !!user && verifyPassword(password, user.passwordHash);
        const byReset = !!user && !byPassword && (user.resetExpires ?? 0) > now && verifyPassword(password, user.resetHash);
        if (!user || (!byPassword && !byReset)) {
          // a lock that has run out starts the count again
          const count = (record && record.lockedUntil === 0 ? record.count : 0) + 1;
          failures.set(username, { count, lockedUntil: count >= MAX_FAILED_LOGINS ? now + LOCK_MS : 0 });
          if (count >= MAX_FAILED_LOGINS) throw new ApiError(429, messages.accountLocked);
          throw new ApiError(401, messages.wrongCredentials);
        }
        failures.delete(username);
        const temporary = user.tempPassword || byReset;
        return { token: tokenFor(user, temporary), user: { ...sessionUser(user, state), tempPassword: temporary } };
      }),
    );

    router.get(
      '/',
      authenticate,
      route((req) => {
        const user = req.session!.user;
        return { token: tokenFor(user, false), user: sessionUser(user, store.state()) };
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

    router.post(
      '/changePassword',
      route((req) => {
        const raw = req.get('x-authorization') ?? '';
        const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw || bearer(req);
        const session = sessionFor(token, store, clock);
        if (!session) throw new ApiError(401, messages.invalidToken, { error: messages.invalidToken });
        const lastPassword = req.body?.lastPassword;
        const newPassword = req.body?.newPassword;
        if (typeof lastPassword !== 'string' || typeof newPassword !== 'string') throw badRequest();
        const problem = passwordChangeError({ lastPassword, newPassword });
        if (problem) throw badRequest(problem);
        const user = session.user;
        const now = clock.now();
        const current =
          verifyPassword(lastPassword, user.passwordHash) ||
          ((user.resetExpires ?? 0) > now && verifyPassword(lastPassword, user.resetHash));
        if (!current) throw badRequest(messages.currentPasswordWrong);
        user.passwordHash = hashPassword(newPassword);
        user.tempPassword = false;
        user.resetHash = null;
        user.resetExpires = null;
        store.save('users');
        return { message: messages.passwordChanged };
      }),
    );

    return router;
  },
};
