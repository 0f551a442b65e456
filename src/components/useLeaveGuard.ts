import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { useFeedback } from './FeedbackProvider';

/**
 * The navigation state of leaving a form through its success dialog. react-hook-form's
 * `isSubmitSuccessful` cannot tell: a save the server refused was handled, so it counts as a
 * successful submit, and the refused changes must still not be left silently.
 */
export const LEFT_AFTER_SAVE = { leftAfterSave: true };

const isLeavingAfterSave = (state: unknown) => !!(state as typeof LEFT_AFTER_SAVE | null)?.leftAfterSave;

/**
 * A changed form is never left silently: any navigation inside the admin (Atrás, the top menu,
 * the browser's back) waits for '¿Descartar los cambios?' in the shared dialog, and a reload or
 * closed tab gets the browser's own question. A saved form leaves freely (its success dialog
 * leads back to the list). Needs the admin's data router (src/App.tsx).
 */
export const useLeaveGuard = (dirty: boolean) => {
  const translate = useTranslate();
  const feedback = useFeedback();
  // signing out (Salir, the idle limit) always leaves: the session, not the user, decides
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login' && !isLeavingAfterSave(nextLocation.state),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    feedback.confirm({
      title: translate('app.discard_question'),
      message: translate('app.discard_message'),
      confirmLabel: translate('app.discard'),
      destructive: true,
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, feedback, translate]);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
};
