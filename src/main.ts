import { mountSignIn } from './auth/signIn/signInPage';
import { session } from './providers/session';

const root = document.getElementById('root')!;

let admin: Promise<typeof import('./adminRoot')> | undefined;
/** React, react-admin and the screens: loaded once, while a visitor signs in or at once with a session. */
const loadAdmin = () => (admin ??= import('./adminRoot'));
const preload = () => void loadAdmin();

const showAdmin = async () => {
  const { mountAdmin } = await loadAdmin();
  mountAdmin(root);
};

/**
 * Without a session the first page is the sign-in page, plain DOM in this entry, so it paints and
 * answers at once while the admin loads in the background (issue 12, item 8). A temporary-password
 * sign-in reloading /change-password has no session but is the admin's; every other address waits
 * behind the sign-in and opens once it succeeds.
 */
const { pathname, search, hash } = window.location;
const changingTemporaryPassword = pathname === '/change-password' && !!session.tempToken();
if (session.token() || changingTemporaryPassword) {
  void showAdmin();
} else {
  const next = pathname === '/login' ? '/' : `${pathname}${search}${hash}`;
  if (pathname !== '/login') window.history.replaceState(null, '', '/login');
  mountSignIn(root, {
    next,
    preload,
    onSignedIn: (to) => {
      window.history.replaceState(null, '', to);
      void showAdmin();
    },
  });
}
