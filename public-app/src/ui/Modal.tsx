import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { texts } from '../texts';

export interface ModalButton {
  label: string;
  onClick?: () => void;
  primary?: boolean;
}

export interface ModalProps {
  message: string;
  /** What the dialog shows under its message (the order's lines, a live countdown). */
  children?: ReactNode;
  buttons: ModalButton[];
  /** The button focused when the dialog opens: the safe choice of a destructive question; the last one otherwise. */
  focus?: number;
  /** A dialog that needs room (a list of lines) grows wider and scrolls inside. */
  wide?: boolean;
}

/**
 * The app's alerts and confirmations: a small dialog of its own rather than window.alert, so it
 * looks like the app, works the same on every phone, and tests can read it.
 */
export const Modal = ({ message, children, buttons, focus, wide = false, onClose }: ModalProps & { onClose: () => void }) => {
  const focused = useRef<HTMLButtonElement>(null);
  useEffect(() => focused.current?.focus(), []);
  const focusIndex = focus ?? buttons.length - 1;
  return (
    <div className="modal-backdrop no-print">
      <div className={wide ? 'modal wide' : 'modal'} role="alertdialog" aria-modal="true" aria-labelledby="modal-message">
        <p id="modal-message">{message}</p>
        {children}
        <div className="modal-actions">
          {buttons.map((button, index) => (
            <button
              key={button.label}
              ref={index === focusIndex ? focused : undefined}
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

/**
 * `alert(message, onOk)` and `confirm(message, onYes)` for a page; render `modal` once. A
 * confirmation asks before something that cannot be undone, so 'No' has the focus.
 */
export const useModal = () => {
  const [state, setState] = useState<ModalProps | null>(null);
  const close = useCallback(() => setState(null), []);
  const alert = useCallback((message: string, onOk?: () => void) => setState({ message, buttons: [{ label: texts.ok, onClick: onOk, primary: true }] }), []);
  const confirm = useCallback(
    (message: string, onYes: () => void) => setState({ message, buttons: [{ label: texts.no }, { label: texts.yes, onClick: onYes, primary: true }], focus: 0 }),
    [],
  );
  return { alert, confirm, modal: state ? <Modal {...state} onClose={close} /> : null };
};
