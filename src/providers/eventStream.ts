import { HttpError } from 'react-admin';
import { messages } from '../domain/messages';
import { ApiRequestError } from './apiRequest';
import { API_URL } from './apiUrl';
import { session } from './session';
import type { SseEvent } from './sseParser';
import { readSse } from './sseRequest';

export interface EventStreamOptions {
  /** What the reader already has: sent as `Last-Event-ID`, so the server sends only what was missed. */
  lastEventId?: string;
  onEvent: (event: SseEvent) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Read one server-sent event stream of the API with the session's bearer token in the
 * Authorization header, like every other call (EventSource cannot send that header: its token
 * would have to go in the address, where logs keep it). Resolves when the server closes it;
 * rejects with an HttpError when refused (401 signs out) or when the connection fails. Every
 * event the server sends means it has just heard from this session, so the idle clock is told.
 */
export const readEventStream = async (path: string, { lastEventId, onEvent, signal, fetchImpl = fetch }: EventStreamOptions) => {
  const headers: Record<string, string> = {};
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  try {
    await readSse(`${API_URL}${path}`, {
      headers,
      signal,
      fetchImpl,
      onEvent: (event) => {
        if (token) session.markSeen();
        onEvent(event);
      },
    });
  } catch (error) {
    if (error instanceof ApiRequestError) throw new HttpError(messages.communication, error.status, error.body);
    throw error;
  }
};
