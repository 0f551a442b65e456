import { API_URL } from '../../../src/providers/apiUrl';
import { readSse } from '../../../src/providers/sseRequest';
import type { DinerTabAnswer } from '../api';

/**
 * Our addition: the table's open tab (api.ts fetchTab), pushed: `tab` now and on every
 * change of the table. Apart from api.ts, like order/followOrderStatus.ts: the stream reader stays
 * out of the menu's first download.
 */
export const followTab = (token: string, onTab: (answer: DinerTabAnswer) => void, signal: AbortSignal) =>
  readSse(`${API_URL}/table/tab/external`, {
    method: 'POST',
    body: { token },
    signal,
    onEvent: (event) => {
      if (event.event === 'tab') onTab(JSON.parse(event.data) as DinerTabAnswer);
    },
  });
