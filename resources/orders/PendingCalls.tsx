import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBoardTables } from './useBoardTables';
import { useTableAction } from './useTableAction';

/**
 * The calls staff have not attended yet ('Llama al mesero', 'Pide la cuenta') on the floor's other
 * screens: 'Pedidos' and the kitchen view show them as 'Mesas' does, from the same stream of the
 * tables (useBoardTables.ts), and 'Atender' clears them on every screen. Nothing shows while none waits.
 */
export const PendingCalls = ({ sound }: { sound: boolean }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.tables.${key}`);
  const { tables, apply } = useBoardTables(sound);
  const { busy, run } = useTableAction(apply);
  const calls = (tables ?? []).flatMap((table) => table.calls.map((call) => ({ table, call })));
  if (calls.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="pending-calls" aria-live="polite">
      {calls.map(({ table, call }) => (
        <Alert
          key={call.id}
          severity="warning"
          data-call={call.kind}
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => void run(`/orders/calls/${call.id}/attend`, 'PUT')}>
              {t('attend')}
            </Button>
          }
        >
          {`${table.name} · ${t(`calls.${call.kind}`)}`}
        </Alert>
      ))}
    </Stack>
  );
};
