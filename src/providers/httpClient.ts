import { HttpError } from 'react-admin';
import { messages } from '../domain/messages';
import { API_URL } from './apiUrl';
import { session } from './session';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
}

export type HttpClient = <T = unknown>(path: string, options?: HttpOptions) => Promise<T>;

/**
 * The one HTTP client: base address, JSON, bearer token, and errors turned into react-admin
 * HttpErrors whose message is the server's text or the spec's generic communication error.
 */
export const createHttpClient =
  (fetchImpl: typeof fetch = (...args) => fetch(...args), baseUrl = API_URL, token = session.token): HttpClient =>
  async <T>(path: string, { method = 'GET', body, headers = {}, auth = true }: HttpOptions = {}) => {
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
      throw new HttpError(messages.communication, 0);
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
      const serverText = [payload.message, payload.error].find((value) => typeof value === 'string' && value);
      throw new HttpError((serverText as string) ?? messages.communication, response.status, json);
    }
    return json as T;
  };

export const httpClient = createHttpClient();
