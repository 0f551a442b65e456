import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { BoardTable } from '../../src/domain/wire/tab';
import { ApiRequestError } from '../../src/providers/apiRequest';
import { httpClient } from '../../src/providers/httpClient';
import { useBoardTables } from './useBoardTables';

/**
 * The calls staff have not attended yet ('Llama al mesero', 'Pide la cuenta') on the floor's other
 * screens: 'Pedidos' and the kitchen view show them as 'Mesas' does, from the same stream of the
 * tables (useBoardTables.ts), and 'Atender' clears them on every screen. Nothing shows while none waits.
 */
export const PendingCalls = ({ sound }: { sound: boolean }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.tables.${key}`);
  const feedback = useFeedback();
  const { tables, apply } = useBoardTables(sound);
  const [busy, setBusy] = useState(false);
  const calls = (tables ?? []).flatMap((table) => table.calls.map((call) => ({ table, call })));
  if (calls.length === 0) return null;
  const attend = async (id: number) => {
    setBusy(true);
    try {
      apply((await httpClient<{ table: BoardTable }>(`/orders/calls/${id}/attend`, { method: 'PUT' })).table);
    } catch (failure) {
      feedback.error(failure instanceof ApiRequestError ? failure.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="pending-calls" aria-live="polite">
      {calls.map(({ table, call }) => (
        <Alert
          key={call.id}
          severity="warning"
          data-call={call.kind}
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => void attend(call.id)}>
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
