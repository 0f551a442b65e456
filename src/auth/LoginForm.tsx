import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MessageDialog } from '../components/MessageDialog';
import { messages } from '../domain/messages';
import { httpClient } from '../providers/httpClient';
import { session } from '../providers/session';
import { AuthFrame } from './AuthFrame';
import { PasswordField } from './PasswordField';

type Notice = { severity: 'error' | 'success' | 'info'; text: string } | null;

export interface Credentials {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * Spec §2 / §5 sign-in: user, password, remember-user, forgot password. It needs nothing of
 * react-admin but its translate context, so the first page of a visitor without a session
 * renders it before react-admin has loaded (src/main.tsx); inside the admin, LoginPage wraps it.
 * `onLogin` rejects with the message to show; on success the page stays 'Verificando...' until
 * whoever called it has moved on.
 */
export const LoginForm = ({ onLogin }: { onLogin: (credentials: Credentials) => Promise<unknown> }) => {
  const translate = useTranslate();
  const [username, setUsername] = useState(session.rememberedUser());
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(!!session.rememberedUser());
  const [checking, setChecking] = useState(false);
  // after the idle limit signed the user out, say so once
  const [notice, setNotice] = useState<Notice>(() => (session.idleSignedOut() ? { severity: 'info', text: translate('login.idle_signed_out') } : null));
  useEffect(() => session.clearIdleSignOut(), []);
  const [askReset, setAskReset] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setNotice({ severity: 'error', text: messages.loginRequired });
      return;
    }
    setChecking(true);
    setNotice(null);
    try {
      await onLogin({ username, password, remember });
    } catch (error) {
      setNotice({ severity: 'error', text: (error as Error)?.message || messages.loginIncorrect });
      setChecking(false);
    }
  };

  const forgot = () => {
    if (!username.trim()) setNotice({ severity: 'error', text: messages.resetUserRequired });
    else setAskReset(true);
  };

  const reset = async () => {
    setAskReset(false);
    try {
      await httpClient('/auth/resetPassword', { method: 'PUT', headers: { 'x-username': username.trim() }, auth: false });
      setNotice({ severity: 'success', text: messages.resetSent });
    } catch (error) {
      setNotice({ severity: 'error', text: (error as Error).message });
    }
  };

  return (
    <AuthFrame title={translate('login.title')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
        <TextField
          label={translate('login.user')}
          name="user"
          type="email"
          autoComplete="username"
          placeholder={translate('login.user_placeholder')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoFocus={!username}
          fullWidth
        />
        <PasswordField
          label={translate('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus={!!username}
          fullWidth
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />} label={translate('login.remember')} />
          <Link component="button" type="button" variant="body2" onClick={forgot}>
            {translate('login.forgot')}
          </Link>
        </Box>
        {notice && (
          <Alert severity={notice.severity} role="alert">
            {notice.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!username.trim() || !password || checking}
          startIcon={checking ? <CircularProgress size={18} color="inherit" aria-label={translate('login.checking')} /> : undefined}
        >
          {translate(checking ? 'login.checking' : 'login.submit')}
        </Button>
      </Box>
      <MessageDialog
        open={askReset}
        title={translate('login.forgot_title')}
        message={translate('login.forgot_confirm', { user: username.trim() })}
        onConfirm={reset}
        onClose={() => setAskReset(false)}
      />
    </AuthFrame>
  );
};
