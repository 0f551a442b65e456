import { messages } from '../domain/messages';
import { ApiRequestError } from './apiRequest';
import { createSseParser, type SseEvent } from './sseParser';

export interface SseRequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON: where a key must stay out of the address (a diner's cancel key). */
  body?: unknown;
  onEvent: (event: SseEvent) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Read one server-sent event stream with fetch, free of any UI framework so the admin (its
 * board, token in the Authorization header) and the diner app (its receipt, keys in a POST
 * body) share it. EventSource could send neither. Resolves when the server closes the stream or
 * the signal aborts it; rejects with an ApiRequestError carrying the server's status and body
 * when refused, or status 0 when the connection fails or what came back is not a stream.
 */
export const readSse = async (url: string, { method = 'GET', headers = {}, body, onEvent, signal, fetchImpl = fetch }: SseRequestOptions) => {
  const requestHeaders: Record<string, string> = { Accept: 'text/event-stream', ...headers };
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(url, { method, headers: requestHeaders, body: body === undefined ? undefined : JSON.stringify(body), signal, cache: 'no-store' });
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiRequestError(messages.communication, 0, { cause: String(error) });
  }
  if (!response.ok || !response.body) {
    const refusal = await response.json().catch(() => undefined);
    throw new ApiRequestError(messages.communication, response.status, refusal);
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) throw new ApiRequestError(messages.communication, 0);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parse(value).forEach(onEvent);
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new ApiRequestError(messages.communication, 0, { cause: String(error) });
  }
};
