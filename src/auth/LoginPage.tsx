import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { session } from '../providers/session';

interface SignedOutFrom {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * react-admin's login route (after 'Salir', the idle limit or a refused token). The portal has one
 * sign-in page, the plain one src/main.ts shows to a visitor without a session: this reloads the
 * page the user was on, which then opens behind that sign-in. The reload also drops everything the
 * signed-out user's admin held in memory (cached records, the query store).
 */
const LoginPage = () => {
  const location = useLocation();
  const [signedInOnArrival] = useState(() => !!session.token());
  useEffect(() => {
    if (signedInOnArrival) return;
    const from = location.state as SignedOutFrom | null;
    const back = from?.nextPathname && from.nextPathname !== '/login' ? `${from.nextPathname}${from.nextSearch ?? ''}` : '/login';
    window.location.replace(back);
  }, [signedInOnArrival, location.state]);
  // docs/spec-reference.md §2: /login goes home when a session exists (a stale token is cleared there and comes back here).
  return signedInOnArrival ? <Navigate to="/" replace /> : null;
};

export default LoginPage;
