import { DEMO_PASSWORD } from './browserSession';

/**
 * The API as the served app reaches it (`{baseUrl}/api`), for a browser test's setup: a call that
 * fails the test on any refusal, with the caller's token or none (a diner), and a staff sign-in.
 * `site` is read at each call: a file's browser handle gets its address only in beforeAll.
 */
export const servedApi = (site: { baseUrl: string }) => {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${site.baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const signIn = async (user: string, password = DEMO_PASSWORD): Promise<string> => (await call('POST', '/auth/login', { user, password, retry: 0 })).token;
  return { call, signIn };
};
