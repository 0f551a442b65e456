/** One server-sent event as a reader sees it. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: any;
}

/**
 * Open a server-sent event stream over fetch (the way the admin reads it: token in the header;
 * the diner's receipt: a POST with its keys in a JSON body) and collect its events;
 * `next(type)` waits for the next event of that type.
 */
export const openEventStream = async (url: string, headers: Record<string, string>, body?: unknown) => {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'text/event-stream', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = Object.fromEntries(block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
            if (fields.data === undefined) continue;
            events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      waiters.splice(0).forEach((wake) => wake());
    })();
  }
  let seen = 0;
  const next = async (type: string, timeoutMs = 15_000): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.slice(seen).findIndex((event) => event.event === type);
      if (found >= 0) {
        seen += found + 1;
        return events[seen - 1];
      }
      if (ended) throw new Error(`stream ended before a ${type} event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    status: response.status,
    /** The refusal's JSON body, when the stream was not opened. */
    refusal: response.ok ? undefined : await response.json().catch(() => undefined),
    headers: response.headers,
    events,
    next,
    isEnded: () => ended,
    /** Counts every event so far as read: the next `next` waits for one still to come. */
    drain: () => {
      seen = events.length;
    },
    close: () => controller.abort(),
  };
};
