import './layout/reducedMotion.css';
import { mountSignIn } from './auth/signIn/signInPage';
import { showAppShell } from './layout/appShell';
import { session } from './providers/session';

const root = document.getElementById('root')!;

let admin: Promise<typeof import('./adminRoot')> | undefined;
/** React, react-admin and the screens: loaded once, while a visitor signs in or at once with a session. */
const loadAdmin = () =>
  (admin ??= import('./adminRoot').catch((error: unknown) => {
    // a failed load may be tried again (the next key, the sign-in itself)
    admin = undefined;
    throw error;
  }));
// loading ahead is a courtesy: a failure here is met again, and handled, by showAdmin
const preload = () => void loadAdmin().catch(() => undefined);

const RELOADED = 'adminReloaded';

/**
 * Opens the admin. Its code can fail to load when it changed under the page (a new version
 * deployed since the page was opened; in development, dependencies optimised again): the page is
 * then loaded afresh, once, which fetches the current code and keeps the session and address.
 * Until the admin's layout has mounted, the app shell (top bar and a skeleton) stands in for it,
 * not a blank page; the change-password page has a frame of its own, the sign-in's.
 */
const showAdmin = async () => {
  if (window.location.pathname !== '/change-password') showAppShell();
  try {
    const { mountAdmin } = await loadAdmin();
    sessionStorage.removeItem(RELOADED);
    mountAdmin(root);
  } catch (error) {
    if (sessionStorage.getItem(RELOADED)) throw error;
    sessionStorage.setItem(RELOADED, '1');
    window.location.reload();
  }
};

/**
 * Without a session the first page is the sign-in page, plain DOM in this entry, so it paints and
 * answers at once while the admin loads in the background (item 8). A temporary-password
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
