import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useEffect } from 'react';
import { I18nContext } from 'react-admin';
import { brandTheme } from '../brandTheme';
import { createI18nProvider } from '../i18n/i18nProvider';
import { createAuthProvider } from '../providers/authProvider';
import { httpClient } from '../providers/httpClient';
import { type Credentials, LoginForm } from './LoginForm';

const theme = createTheme(brandTheme);
const i18nProvider = createI18nProvider([]);
const authProvider = createAuthProvider(httpClient);

/** What starts react-admin's download: the first key or click on the page, before the user has finished typing. */
const WARM_UP_EVENTS = ['keydown', 'pointerdown'] as const;

export interface StandaloneLoginProps {
  /** Starts loading the admin (idempotent). */
  preload: () => void;
  /** Signed in: open the admin at this address. */
  onSignedIn: (to: string) => void;
  /** Where the visitor was going (the address they typed), '/' for the home panel. */
  next: string;
}

/**
 * The sign-in page of a visitor without a session, rendered before react-admin has loaded:
 * the same form, theme and texts as inside the admin, with the auth provider's own login.
 */
export const StandaloneLogin = ({ preload, onSignedIn, next }: StandaloneLoginProps) => {
  useEffect(() => {
    const warmUp = () => preload();
    for (const type of WARM_UP_EVENTS) window.addEventListener(type, warmUp, { capture: true, once: true, passive: true });
    return () => {
      for (const type of WARM_UP_EVENTS) window.removeEventListener(type, warmUp, { capture: true });
    };
  }, [preload]);

  const login = async (credentials: Credentials) => {
    preload();
    const answer = (await authProvider.login(credentials)) as { redirectTo?: string } | undefined;
    onSignedIn(answer?.redirectTo ?? next);
  };

  return (
    <I18nContext.Provider value={i18nProvider}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LoginForm onLogin={login} />
      </ThemeProvider>
    </I18nContext.Provider>
  );
};
