import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { HttpError, useEditContext, useTranslate } from 'react-admin';

/**
 * What a failed load says: only an answer of our API (an HttpError, whose text the HTTP client
 * already limited to our own refusals) is shown as is; anything else (a bug, a lost connection
 * seen by the browser) is the spec's generic communication message.
 */
export const loadErrorText = (error: unknown, generic: string) => (error instanceof HttpError && error.message ? error.message : generic);

export interface LoadErrorProps {
  error: unknown;
  /** Loads again (react-admin's `refetch`). */
  onRetry: () => void;
  /** The headline, e.g. 'No se pudo cargar la lista.' */
  title?: string;
}

/**
 * A failed list, report or record load: an error in red with 'Reintentar', so an outage never
 * looks like an empty list or a missing record.
 */
export const LoadError = ({ error, onRetry, title = 'app.load_error' }: LoadErrorProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {loadErrorText(error, translate('app.communication_error'))}
    </Alert>
  );
};

/** An edit screen whose record did not load: says so, with 'Reintentar' (react-admin's Edit `error` slot). */
export const RecordLoadError = () => {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} onRetry={() => refetch()} title="app.record_load_error" />;
};
