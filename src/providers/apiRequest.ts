import { requestMessages } from '../domain/requestMessages';
import { API_URL } from './apiUrl';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (default true when a token source is given). */
  auth?: boolean;
  /** The answer is a file's text (an XML, a CSV), not JSON: resolve with the text as sent. */
  text?: boolean;
}

/** A refused or failed call: the server's text (or the spec's generic communication error), status and body. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * The one way to call the API, free of any UI framework so the admin and the diner app share it:
 * base address, JSON, optional bearer token, and errors that carry the server's Spanish text.
 */
export const createApiRequest =
  (fetchImpl: typeof fetch = (...args) => fetch(...args), baseUrl = API_URL, token: () => string | null = () => null): ApiRequest =>
  async <T>(path: string, { method = 'GET', body, headers = {}, auth = true, text: asText = false }: RequestOptions = {}) => {
    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    const bearer = auth ? token() : null;
    if (bearer) requestHeaders.Authorization = `Bearer ${bearer}`;

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiRequestError(requestMessages.communication, 0);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const payload = (json ?? {}) as { message?: unknown; error?: unknown };
      // Only a refusal (4xx) carries our API's Spanish text; a 5xx's text (a proxy's page, a stack
      // trace, another server's English) is never shown: the generic communication message is.
      const serverText = response.status < 500 ? [payload.message, payload.error].find((value) => typeof value === 'string' && value) : undefined;
      throw new ApiRequestError((serverText as string) ?? requestMessages.communication, response.status, json);
    }
    return (asText ? text : json) as T;
  };
