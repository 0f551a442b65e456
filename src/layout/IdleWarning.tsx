import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthProvider, useLogout, useTranslate } from 'react-admin';
import { MessageDialog } from '../components/MessageDialog';
import type { PortalAuthProvider } from '../providers/authProvider';
import { session } from '../providers/session';
import { idlePhase } from './idlePhase';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove', 'scroll'] as const;
/** User input is noted at most this often: mousemove fires far more. */
const INPUT_NOTE_MS = 5000;

/**
 * The server ends a session after 15 minutes without a call. A minute before, this asks the user
 * whether to stay (a live countdown; 'Continuar conectado', Escape or a click outside renew the
 * session); at the limit it signs out to /login, which brings the user back to this page after
 * signing in again. Input in any tab of the portal counts as activity, and so does every API call.
 */
export const IdleWarning = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider() as PortalAuthProvider;
  const logout = useLogout();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warning = useRef(false);
  warning.current = secondsLeft !== null;
  /** A renewal or sign-out under way: the ticks wait for it. */
  const busy = useRef(false);

  useEffect(() => {
    let noted = 0;
    const onInput = () => {
      // once the warning shows, only its button keeps the session
      if (warning.current) return;
      const now = Date.now();
      if (now - noted < INPUT_NOTE_MS) return;
      noted = now;
      session.markActive(now);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, []);

  const signOut = useCallback(() => {
    busy.current = true;
    setSecondsLeft(null);
    void logout({ idle: true });
  }, [logout]);

  const renew = useCallback(async () => {
    busy.current = true;
    try {
      await authProvider.renew();
      busy.current = false;
      setSecondsLeft(null);
    } catch {
      // the session already ended on the server
      signOut();
    }
  }, [authProvider, signOut]);

  useEffect(() => {
    const tick = () => {
      if (busy.current || !session.token()) return;
      const phase = idlePhase({ now: Date.now(), seenAt: session.seenAt(), activeAt: session.activeAt(), warning: warning.current });
      if (phase.kind === 'active') setSecondsLeft(null);
      else if (phase.kind === 'renew') void renew();
      else if (phase.kind === 'warn') setSecondsLeft(phase.secondsLeft);
      else signOut();
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [renew, signOut]);

  return (
    <MessageDialog
      open={secondsLeft !== null}
      title={translate('app.idle_title')}
      message={translate('app.idle_message', { seconds: secondsLeft ?? 0 })}
      okLabel={translate('app.idle_continue')}
      onClose={() => void renew()}
    />
  );
};
