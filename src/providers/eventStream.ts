import { HttpError } from 'react-admin';
import { messages } from '../domain/messages';
import { API_URL } from './apiUrl';
import { session } from './session';
import { createSseParser, type SseEvent } from './sseParser';

export interface EventStreamOptions {
  /** What the reader already has: sent as `Last-Event-ID`, so the server sends only what was missed. */
  lastEventId?: string;
  onEvent: (event: SseEvent) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Read one server-sent event stream of the API with the session's bearer token in the
 * Authorization header, like every other call. EventSource cannot send that header (its token
 * would have to go in the address, where logs keep it), so this reads the stream with fetch.
 * Resolves when the server closes it; rejects with an HttpError when refused (401 signs out) or
 * when the connection fails. Every event the server sends means it has just heard from this
 * session, so the idle clock is told.
 */
export const readEventStream = async (path: string, { lastEventId, onEvent, signal, fetchImpl = fetch }: EventStreamOptions) => {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  let response: Response;
  try {
    response = await fetchImpl(`${API_URL}${path}`, { headers, signal, cache: 'no-store' });
  } catch (error) {
    if (signal.aborted) return;
    throw new HttpError(messages.communication, 0, { cause: String(error) });
  }
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => undefined);
    throw new HttpError(messages.communication, response.status, body);
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) throw new HttpError(messages.communication, 0);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const events = parse(value);
      if (events.length && token) session.markSeen();
      events.forEach(onEvent);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new HttpError(messages.communication, 0, { cause: String(error) });
  }
};
