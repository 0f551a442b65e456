import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './providers/session';

const root = createRoot(document.getElementById('root')!);

let admin: Promise<typeof import('./App')> | undefined;
/** react-admin and the screens: loaded once, while a visitor signs in or at once with a session. */
const loadAdmin = () => (admin ??= import('./App'));
const preload = () => void loadAdmin();

const showAdmin = async () => {
  const { App } = await loadAdmin();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

/**
 * Without a session the first page is the sign-in page, rendered from this small entry while
 * react-admin loads in the background (item 8 of issue 12: the sign-in shows in well under two
 * seconds on a phone). A temporary-password sign-in reloading /change-password has no session but
 * is the admin's; every other address waits behind the sign-in and opens once it succeeds.
 */
const { pathname, search, hash } = window.location;
const changingTemporaryPassword = pathname === '/change-password' && !!session.tempToken();
if (session.token() || changingTemporaryPassword) {
  void showAdmin();
} else {
  const next = pathname === '/login' ? '/' : `${pathname}${search}${hash}`;
  if (pathname !== '/login') window.history.replaceState(null, '', '/login');
  // Loaded apart from this entry so that the browser evaluates React and the form in two short
  // tasks rather than one long one (a slow phone's main thread is never blocked for long).
  void import('./auth/StandaloneLogin').then(({ StandaloneLogin }) => {
    const signIn = (
      <StrictMode>
        <StandaloneLogin
          next={next}
          preload={preload}
          onSignedIn={(to) => {
            window.history.replaceState(null, '', to);
            void showAdmin();
          }}
        />
      </StrictMode>
    );
    // a transition lets React render in short slices
    startTransition(() => root.render(signIn));
  });
}
