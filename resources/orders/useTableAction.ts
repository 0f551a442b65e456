import { useState } from 'react';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { BoardTable } from '../../src/domain/wire/tab';
import { ApiRequestError } from '../../src/providers/apiRequest';
import { httpClient } from '../../src/providers/httpClient';

/**
 * Staff's actions on a table of the board (attend a call, confirm or reject a SINPE Móvil payment,
 * record cash, close the table): one at a time, each answered with the table as it stands now,
 * which `apply` puts in the screen's copy (useBoardTables.ts); a refusal is told in its own words.
 * `run` answers whether the action went through.
 */
export const useTableAction = (apply: (table: BoardTable) => void) => {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, method: 'PUT' | 'POST', body?: unknown, headers?: Record<string, string>) => {
    setBusy(true);
    try {
      apply((await httpClient<{ table: BoardTable }>(path, { method, body, ...(headers ? { headers } : {}) })).table);
      return true;
    } catch (failure) {
      feedback.error(failure instanceof ApiRequestError ? failure.message : undefined);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
