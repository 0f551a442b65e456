import { HttpError } from 'react-admin';
import { ApiRequestError, createApiRequest, type RequestOptions } from './apiRequest';
import { API_URL } from './apiUrl';
import { session } from './session';

export type HttpOptions = RequestOptions;
export type HttpClient = <T = unknown>(path: string, options?: HttpOptions) => Promise<T>;

/**
 * A refusal that names its field (`{message, field}`, e.g. a duplicate name's 409) also carries
 * it as react-admin's `errors`, which the form shows on that input after a refused save.
 */
export const withFieldErrors = (body: unknown): unknown => {
  const { message, field } = (body ?? {}) as { message?: unknown; field?: unknown };
  if (typeof message !== 'string' || typeof field !== 'string' || !/^[\w.]+$/.test(field)) return body;
  return { ...(body as object), errors: { [field]: message } };
};

/**
 * The admin's client: the shared API request with the stored bearer token, its errors turned
 * into react-admin HttpErrors (status and body kept, so a 401 signs the user out).
 */
export const createHttpClient = (
  fetchImpl?: typeof fetch,
  baseUrl = API_URL,
  token: () => string | null = session.token,
  /** Told when the server answered a call made with the token: the session's idle clock started again. */
  onSessionUsed?: () => void,
): HttpClient => {
  const request = createApiRequest(fetchImpl, baseUrl, token);
  return async <T>(path: string, options?: HttpOptions) => {
    try {
      const withToken = options?.auth !== false && !!token();
      const answer = await request<T>(path, options);
      if (withToken) onSessionUsed?.();
      return answer;
    } catch (error) {
      if (error instanceof ApiRequestError) throw new HttpError(error.message, error.status, withFieldErrors(error.body));
      throw error;
    }
  };
};

export const httpClient = createHttpClient(undefined, API_URL, session.token, () => session.markSeen());
