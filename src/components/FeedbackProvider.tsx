import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MessageDialog } from './MessageDialog';

interface Feedback {
  /** 'Exitoso' with the spec's message; `then` runs when it is closed (e.g. back to the list). */
  success(message: string, then?: () => void): void;
  /** The server's text (or the generic communication error) in the error dialog. */
  error(message?: string): void;
}

interface Shown {
  tone: 'success' | 'error';
  message: string;
  then?: () => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

export const FeedbackProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const success = useCallback((message: string, then?: () => void) => setShown({ tone: 'success', message, then }), []);
  const error = useCallback(
    (message?: string) => setShown({ tone: 'error', message: message || translate('app.communication_error') }),
    [translate],
  );
  const value = useMemo(() => ({ success, error }), [success, error]);
  const close = () => {
    const then = shown?.then;
    setShown(null);
    then?.();
  };
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <MessageDialog
        open={!!shown}
        tone={shown?.tone}
        title={translate(shown?.tone === 'error' ? 'app.error' : 'app.success')}
        message={shown?.message ?? ''}
        onClose={close}
      />
    </FeedbackContext.Provider>
  );
};

export const useFeedback = (): Feedback => {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider');
  return feedback;
};
