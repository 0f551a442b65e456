import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message?: string;
  /** With onConfirm the dialog asks a question; otherwise it only informs (OK). */
  onConfirm?: () => void;
  onClose: () => void;
  tone?: 'success' | 'error' | 'question';
  /** The informing dialog's one button, 'OK' unless named. */
  okLabel?: string;
  /**
   * A question's answer button: the action's verb ('Eliminar', 'Suspender', 'Descartar'), with
   * 'Cancelar' beside it. Without it the question is a plain 'No' / 'Sí'.
   */
  confirmLabel?: string;
  /** The answer destroys or takes something away: the verb is shown in red. */
  destructive?: boolean;
}

/**
 * The one dialog of the portal: success ('Exitoso'), errors, and questions. A question focuses
 * its safe button and puts the action last, so Enter never deletes by accident.
 */
export const MessageDialog = ({ open, title, message, onConfirm, onClose, tone = 'question', okLabel, confirmLabel, destructive }: MessageDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="message-dialog-title"
      aria-describedby={message ? 'message-dialog-text' : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="message-dialog-title" color={tone === 'error' ? 'error' : tone === 'success' ? 'success.main' : undefined}>
        {title}
      </DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id="message-dialog-text">{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        {onConfirm ? (
          <>
            <Button onClick={onClose} autoFocus>
              {translate(confirmLabel ? 'app.cancel' : 'app.no')}
            </Button>
            <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'}>
              {confirmLabel ?? translate('app.yes')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} variant="contained" autoFocus>
            {okLabel ?? translate('app.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
