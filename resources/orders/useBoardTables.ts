import { useCallback, useEffect, useRef, useState } from 'react';
import { eventIsAfter } from '../../src/domain/streamEventId';
import type { NamedItem } from '../../src/domain/wire/common';
import type { BoardTable, BoardTables } from '../../src/domain/wire/tab';
import { abortableSleep } from '../../src/providers/abortableSleep';
import { readEventStream } from '../../src/providers/eventStream';
import { httpClient } from '../../src/providers/httpClient';
import { playNewOrderChime } from './orderSound';
import type { Connection } from './useOrderBoard';

const RETRY_MS = 1000;
const POLL_MS = 3000;

/**
 * The merchant's tables with their open tabs, live: loaded once, then each `table`
 * event of the board's stream replaces its table with the event's own table (a round placed or
 * moved, a call, a payment, a table closed: the server sends the table with every change of its
 * bill), so a call shows without asking the server again. A new call chimes. When the stream
 * keeps failing, the list is asked for every 3 seconds.
 */
export const useBoardTables = (sound: boolean) => {
  const [tables, setTables] = useState<BoardTable[] | null>(null);
  /** The merchant's waiters and the signed-in user's own, as the list last said. */
  const [floor, setFloor] = useState<{ waiters: NamedItem[]; myWaiter: NamedItem | null }>({ waiters: [], myWaiter: null });
  const [connection, setConnection] = useState<Connection>('connecting');
  const [error, setError] = useState<unknown>(null);
  const known = useRef(new Set<number>());
  const soundOn = useRef(sound);
  soundOn.current = sound;

  const callsArrived = useCallback((table: BoardTable) => {
    const fresh = table.calls.filter((call) => !known.current.has(call.id));
    table.calls.forEach((call) => known.current.add(call.id));
    if (fresh.length && soundOn.current) window.setTimeout(playNewOrderChime, 50);
  }, []);

  /** Tables taken from events, with the event's id: a list asked for before that event must not undo it. */
  const fromEvents = useRef(new Map<number, { eventId: string; table: BoardTable }>());

  const load = useCallback(async () => {
    const answer = await httpClient<BoardTables>('/orders/tables');
    const loaded = answer.tables.map((table) => {
      const newer = fromEvents.current.get(table.id);
      return newer && eventIsAfter(newer.eventId, answer.lastEventId) ? newer.table : table;
    });
    loaded.forEach((table) => table.calls.forEach((call) => known.current.add(call.id)));
    setTables(loaded);
    setFloor({ waiters: answer.waiters, myWaiter: answer.myWaiter });
    setError(null);
    return answer.lastEventId;
  }, []);

  const apply = useCallback(
    (table: BoardTable, eventId?: string) => {
      if (eventId) fromEvents.current.set(table.id, { eventId, table });
      callsArrived(table);
      setTables((current) => (current ?? []).map((candidate) => (candidate.id === table.id ? table : candidate)));
    },
    [callsArrived],
  );

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let lastEventId: string | undefined;
      try {
        lastEventId = await load();
      } catch (loadError) {
        setError(loadError);
        return;
      }
      let failures = 0;
      while (!signal.aborted) {
        if (failures < 3) {
          try {
            await readEventStream('/orders/events', {
              lastEventId,
              signal,
              onEvent: (event) => {
                failures = 0;
                if (event.id) lastEventId = event.id;
                if (event.event === 'ready') setConnection('live');
                else if (event.event === 'table') apply(JSON.parse(event.data) as BoardTable, event.id);
                else if (event.event === 'reset') void load().then((id) => (lastEventId = id), () => undefined);
              },
            });
          } catch {
            failures += 1;
          }
          if (signal.aborted) return;
          setConnection(failures >= 3 ? 'polling' : 'connecting');
          await abortableSleep(RETRY_MS, signal);
          continue;
        }
        try {
          lastEventId = await load();
        } catch {
          // the next poll tries again
        }
        await abortableSleep(POLL_MS, signal);
        failures = failures > 12 ? 0 : failures + 1;
      }
    })();
    return () => controller.abort();
  }, [load, apply]);

  return { tables, connection, error, apply, waiters: floor.waiters, myWaiter: floor.myWaiter };
};
