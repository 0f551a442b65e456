import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_KEY_HEADER, proxyKey } from '../../mock-api/auth/clientAddress';
import { PORTAL_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { type DevServer, startDevServer } from '../support/devServer';
import { apiForFile, DEMO, DEMO_PASSWORD } from '../support/testApi';

/**
 * Rate limits count the caller's real address (item 9): a client's own X-Forwarded-For
 * counts for nothing, sent straight to the mock API or through the dev server's proxy; only the
 * proxy's hop, proven by its key, is believed.
 */
const api = apiForFile({ rateLimits: PORTAL_RATE_LIMITS });
let dev: DevServer;
beforeAll(async () => {
  // the dev server's mock API runs with the portal's own limits, as under `npm start`
  dev = await startDevServer();
}, 120_000);
afterAll(() => dev?.close());

const LIMIT = PORTAL_RATE_LIMITS.signIn.limit;
const failedSignIn = (attempt: number) => JSON.stringify({ user: `intruso${attempt}@ningunlado.cr`, password: 'Mala#2026', retry: 0 });
const goodSignIn = JSON.stringify({ user: DEMO.admin, password: DEMO_PASSWORD, retry: 0 });

/** POST /auth/login over a socket of its own, optionally from another loopback address. */
const signIn = (url: string, body: string, headers: Record<string, string> = {}, localAddress?: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', ...headers } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });

/** `count` failed sign-ins, each claiming another address; answers their statuses. */
const spoofedFailures = async (url: string, count: number, extra: Record<string, string> = {}) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    statuses.push(await signIn(url, failedSignIn(attempt), { 'x-forwarded-for': `198.51.100.${attempt + 1}`, ...extra }));
  }
  return statuses;
};

// each test signs in 20 to 30 times, each sign-in a bcrypt check: slow beside the browser tests on a busy machine
const MANY_SIGN_INS = { timeout: 60_000 };

describe('straight to the mock API', MANY_SIGN_INS, () => {
  it('counts a forged X-Forwarded-For against the socket address', async () => {
    const statuses = await spoofedFailures(`${api.url}/auth/login`, LIMIT + 5);
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
    // a forged proxy key is no better
    expect(await signIn(`${api.url}/auth/login`, goodSignIn, { 'x-forwarded-for': '203.0.113.9', [PROXY_KEY_HEADER]: 'adivinada' })).toBe(429);
  });

  it('believes X-Forwarded-For only from the proxy, with its key: another client of the proxy goes on', async () => {
    expect(await signIn(`${api.url}/auth/login`, goodSignIn, { 'x-forwarded-for': '203.0.113.7', [PROXY_KEY_HEADER]: proxyKey() })).toBe(200);
    // what a proxy that appends would send: not one address, so the socket's counts
    expect(await signIn(`${api.url}/auth/login`, goodSignIn, { 'x-forwarded-for': '203.0.113.8, 127.0.0.1', [PROXY_KEY_HEADER]: proxyKey() })).toBe(429);
  });
});

describe("through the dev server's proxy (npm start)", MANY_SIGN_INS, () => {
  it('ignores the client\'s X-Forwarded-For: the proxy sends the address it sees; other clients go on', async () => {
    const url = `${dev.baseUrl}/api/auth/login`;
    const statuses = await spoofedFailures(url, LIMIT + 5, { [PROXY_KEY_HEADER]: 'adivinada' });
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
    // the same limit holds straight to the API: the proxy counted this machine's address, 127.0.0.1
    expect(await signIn(`${dev.apiUrl}/auth/login`, failedSignIn(99), { 'x-forwarded-for': '198.51.100.200' })).toBe(429);
    // a browser on another address (another loopback address stands for it) is counted on its own
    expect(await signIn(url, goodSignIn, {}, '127.0.0.2')).toBe(200);
  });
});
