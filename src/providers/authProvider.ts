import type { AuthProvider } from 'react-admin';
import { messages } from '../domain/messages';
import type { HttpClient } from './httpClient';
import type { SignedIn } from '../domain/wire/session';
import { session } from './session';

export type SessionStatus = 'checking' | 'authenticated' | 'not-authenticated';

export interface PortalAuthProvider extends AuthProvider {
  /** docs/spec-reference.md §4's session status, for the screens and tests. */
  status(): SessionStatus;
  /** GET /auth: the server's idle clock starts again ('Continuar conectado'); rejects when the session has ended. */
  renew(): Promise<void>;
}

/**
 * Sign-in, the stored session and the spec's session states. The stored token is checked with
 * the server (GET /auth, which also refreshes it) once per page load: until then the status is
 * 'checking'.
 */
export const createAuthProvider = (http: HttpClient): PortalAuthProvider => {
  let status: SessionStatus = session.token() ? 'checking' : 'not-authenticated';
  let checking: Promise<void> | null = null;

  const end = () => {
    session.clear();
    status = 'not-authenticated';
    checking = null;
  };

  const verify = () => {
    checking ??= http<SignedIn>('/auth')
      .then(({ token, user }) => {
        session.start(token, user);
        status = 'authenticated';
      })
      .catch(() => {
        end();
        throw { message: false };
      });
    return checking;
  };

  return {
    status: () => status,

    async login({ username, password, remember }: { username: string; password: string; remember?: boolean }) {
      if (!username || !password) throw new Error(messages.loginRequired);
      const answer = await http<SignedIn>('/auth/login', {
        method: 'POST',
        body: { user: username.trim(), password, retry: 0 },
        auth: false,
      });
      session.remember(remember ? username.trim() : null);
      if (answer.user.tempPassword) {
        // A temporary password opens no session: its token only serves to change the password.
        end();
        session.setTempToken(answer.token);
        return { redirectTo: '/change-password' };
      }
      session.start(answer.token, answer.user);
      status = 'authenticated';
      checking = Promise.resolve();
      // no redirectTo: react-admin goes back to the page the user was on when the session ended, or home
      return {};
    },

    /** 'Salir' and every other sign-out: the server revokes the tokens; this browser forgets them whatever it answers. */
    async logout(params?: { idle?: boolean }) {
      const tokens = [session.token(), session.tempToken()].filter((token): token is string => !!token);
      end();
      session.clearTempToken();
      if (params?.idle) session.noteIdleSignOut();
      await Promise.all(
        tokens.map((token) =>
          http('/auth/logout', { method: 'POST', auth: false, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined),
        ),
      );
      return '/login';
    },

    async renew() {
      const { token, user } = await http<SignedIn>('/auth');
      session.start(token, user);
    },

    async checkAuth() {
      if (!session.token()) {
        end();
        // message: false — going to the sign-in page is answer enough, no notification
        throw { message: false };
      }
      if (status !== 'authenticated') await verify();
    },

    async checkError(error: { status?: number; body?: { error?: string } }) {
      if (error?.status === 401) {
        end();
        throw { message: false };
      }
    },

    async getIdentity() {
      const user = session.user();
      if (!user) throw new Error('not-authenticated');
      return { id: user.id, fullName: `${user.name} ${user.lastname}`.trim(), name: user.name, groupId: user.groups[0]?.id };
    },

    async getPermissions() {
      const user = session.user();
      return user ? { groupId: user.groups[0]?.id ?? null, merchantId: user.merchant?.id ?? null } : null;
    },
  };
};
