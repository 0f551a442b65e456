import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MessageDialog } from './MessageDialog';

/** A question before an action: '¿Eliminar el banco Banco Sonda?' answered 'Cancelar' or 'Eliminar'. */
export interface Question {
  /** The question itself, naming the record. */
  title: string;
  /** What answering yes means, when the question alone does not say it. */
  message?: string;
  /** The verb on the answer button. */
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
  /** Runs when the question is closed without its verb ('Cancelar', Escape). */
  onCancel?: () => void;
}

interface Feedback {
  /** 'Exitoso' with the spec's message; `then` runs when it is closed (e.g. back to the list). */
  success(message: string, then?: () => void): void;
  /** The server's text (or the generic communication error) in the error dialog. */
  error(message?: string): void;
  /** Asks before an action; the action runs only on its verb. */
  confirm(question: Question): void;
}

type Shown = { tone: 'success' | 'error'; message: string; then?: () => void } | { tone: 'question'; question: Question };

const FeedbackContext = createContext<Feedback | null>(null);

export const FeedbackProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const success = useCallback((message: string, then?: () => void) => setShown({ tone: 'success', message, then }), []);
  const error = useCallback(
    (message?: string) => setShown({ tone: 'error', message: message || translate('app.communication_error') }),
    [translate],
  );
  const confirm = useCallback((question: Question) => setShown({ tone: 'question', question }), []);
  const value = useMemo(() => ({ success, error, confirm }), [success, error, confirm]);
  const close = () => {
    const then = shown?.tone === 'question' ? shown.question.onCancel : shown?.then;
    setShown(null);
    then?.();
  };
  // the closing dialog keeps its texts while it fades out
  const last = useRef(shown);
  if (shown) last.current = shown;
  const view = shown ?? last.current;
  const question = view?.tone === 'question' ? view.question : undefined;
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <MessageDialog
        open={!!shown}
        tone={view?.tone}
        title={question?.title ?? translate(view?.tone === 'error' ? 'app.error' : 'app.success')}
        message={view?.tone === 'question' ? question?.message : view?.message}
        confirmLabel={question?.confirmLabel}
        destructive={question?.destructive}
        onConfirm={
          question &&
          (() => {
            setShown(null);
            question.onConfirm();
          })
        }
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
