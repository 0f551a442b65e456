import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from '../components/MessageDialog';
import { messages } from '../domain/messages';
import { PASSWORD_MAX, passwordChangeError } from '../domain/passwordPolicy';
import { httpClient } from '../providers/httpClient';
import type { PasswordChanged } from '../domain/wire/session';
import { session } from '../providers/session';
import { AuthFrame } from './AuthFrame';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';

const TIPS = ['tip_length', 'tip_mix', 'tip_special', 'tip_different', 'tip_private'];

const Recommendations = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ width: 340, maxWidth: '100%' }} elevation={6} component="aside">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('change_password.tips_title')}
        </Typography>
        <List dense>
          {TIPS.map((tip) => (
            <ListItem key={tip} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutlineIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate(`change_password.${tip}`)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

/** docs/spec-reference.md §2 / §5: current, new and confirmation; the temporary-password sign-in lands here. */
const ChangePasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // a temporary-password sign-in (forced change) or a signed-in user's own change
  const forced = !!session.tempToken();
  const token = session.tempToken() ?? session.token();
  const [values, setValues] = useState({ lastPassword: '', newPassword: '', confirmation: '' });
  const [error, setError] = useState<string | null>(token ? null : translate('change_password.no_session'));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const filled = !!values.lastPassword && !!values.newPassword && !!values.confirmation;

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: PASSWORD_MAX } },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeError(values);
    if (problem) return setError(problem);
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await httpClient<PasswordChanged>('/auth/changePassword', {
        method: 'POST',
        headers: { 'x-authorization': token },
        body: { lastPassword: values.lastPassword, newPassword: values.newPassword },
        auth: false,
      });
      // the change ended every session of the user; a signed-in user's browser gets a new one
      if (!forced && answer?.token && answer.user) session.start(answer.token, answer.user);
      setDone(true);
    } catch (failure) {
      setError((failure as Error).message || messages.communication);
    } finally {
      setBusy(false);
    }
  };

  // After a forced change the user signs in again with the new password (docs/spec-reference.md §2); a signed-in
  // user's change keeps them signed in with the session the server answered.
  const toLogin = () => {
    session.clearTempToken();
    session.clear();
    navigate('/login', { replace: true });
  };
  // A change the user chose (the user menu) goes back where they were; typed in, to the home panel.
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/', { replace: true }));
  const leave = () => (forced || !session.token() ? toLogin() : goBack());

  return (
    <AuthFrame title={translate('change_password.title')} aside={<Recommendations />}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(forced ? 'change_password.intro' : 'change_password.intro_optional')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
        <PasswordField label={translate('change_password.current')} autoComplete="current-password" {...field('lastPassword')} />
        <PasswordField label={translate('change_password.new')} autoComplete="new-password" {...field('newPassword')} />
        <PasswordField label={translate('change_password.confirm')} autoComplete="new-password" {...field('confirmation')} />
        <PasswordRules password={values.newPassword} confirmation={values.confirmation} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button onClick={leave}>{translate('change_password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!filled || busy || !token} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate('change_password.submit')}
          </Button>
        </Box>
      </Box>
      <MessageDialog open={done} tone="success" title={translate('app.success')} message={messages.passwordChanged} onClose={leave} />
    </AuthFrame>
  );
};

export default ChangePasswordPage;
