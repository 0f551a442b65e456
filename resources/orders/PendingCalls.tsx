import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BoardTable } from '../../src/domain/wire/tab';
import { useTableAction } from './useTableAction';

/**
 * The calls staff have not attended yet ('Llama al mesero', 'Pide la cuenta') on the floor's other
 * screens: 'Pedidos' and the kitchen view show them as 'Mesas' does, from the same stream of the
 * tables (the screen's useBoardTables.ts, which also chimes), and 'Atender' clears them on every
 * screen. `shows` narrows them to 'Mis mesas'. Nothing shows while none waits.
 */
export const PendingCalls = ({ tables, apply, shows }: { tables: BoardTable[] | null; apply: (table: BoardTable) => void; shows: (tableId: number) => boolean }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.tables.${key}`);
  const { busy, run } = useTableAction(apply);
  const calls = (tables ?? []).filter((table) => shows(table.id)).flatMap((table) => table.calls.map((call) => ({ table, call })));
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
