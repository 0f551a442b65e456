import { useCallback, useEffect, useRef, useState } from 'react';
import { texts } from '../texts';

export interface ModalButton {
  label: string;
  onClick?: () => void;
  primary?: boolean;
}

interface ModalState {
  message: string;
  buttons: ModalButton[];
}

/**
 * The app's alerts and confirmations: a small dialog of its own rather than window.alert, so it
 * looks like the app, works the same on every phone, and tests can read it.
 */
export const Modal = ({ message, buttons, onClose }: ModalState & { onClose: () => void }) => {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="modal-backdrop no-print">
      <div className="modal" role="alertdialog" aria-modal="true" aria-describedby="modal-message">
        <p id="modal-message">{message}</p>
        <div className="modal-actions">
          {buttons.map((button, index) => (
            <button
              key={button.label}
              ref={index === buttons.length - 1 ? first : undefined}
              type="button"
              className={button.primary ? 'button primary' : 'button'}
              onClick={() => {
                onClose();
                button.onClick?.();
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
};

/** `alert(message, onOk)` and `confirm(message, onYes)` for a page; render `modal` once. */
export const useModal = () => {
  const [state, setState] = useState<ModalState | null>(null);
  const close = useCallback(() => setState(null), []);
  const alert = useCallback((message: string, onOk?: () => void) => setState({ message, buttons: [{ label: texts.ok, onClick: onOk, primary: true }] }), []);
  const confirm = useCallback(
    (message: string, onYes: () => void) => setState({ message, buttons: [{ label: texts.no }, { label: texts.yes, onClick: onYes, primary: true }] }),
    [],
  );
  return { alert, confirm, modal: state ? <Modal {...state} onClose={close} /> : null };
};
