import { useState } from 'react';
import { useLogin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { session } from '../providers/session';
import { LoginForm } from './LoginForm';

/** The sign-in page inside the admin (after 'Salir' or the idle limit): react-admin's login, which returns the user to where they were. */
const LoginPage = () => {
  const login = useLogin();
  const [signedInOnArrival] = useState(() => !!session.token());
  // Spec §2: /login goes home when a session exists (a stale token is cleared there and comes back here).
  // Judged on arrival only: once this page signs the user in, react-admin takes them back to the
  // page they were on, and a re-render here must not send them home instead.
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <LoginForm onLogin={login} />;
};

export default LoginPage;
