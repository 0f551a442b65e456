import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed } from '../../mock-api/hostCheck';
import { messages } from '../../src/domain/messages';
import { apiForFile, DEMO, DEMO_PASSWORD } from '../support/testApi';

/**
 * Against DNS rebinding (item 10): the mock API answers only requests whose Host names
 * it (localhost, 127.0.0.1 or [::1] with its port, or API_ALLOWED_HOSTS). The dev and preview
 * proxy reaches it (tests/api/clientAddress.test.ts and every browser test go through it).
 */
let port: number;
const api = apiForFile();
beforeAll(async () => {
  port = Number(new URL(api.url).port);
});

/** GET or POST with the Host header exactly as given (fetch would not let a test set it). */
const withHost = (host: string | undefined, path: string, { method = 'GET', body }: { method?: string; body?: string } = {}) =>
  new Promise<{ status: number; text: string; type: string | undefined }>((resolve, reject) => {
    const req = request(`${api.url}${path}`, { method, setHost: host !== undefined, headers: { ...(host !== undefined ? { host } : {}), 'content-type': 'application/json' } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end(body);
  });

describe('Host header', () => {
  it('answers localhost, 127.0.0.1 and [::1] on its own port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await withHost(host, '/security/getResources')).status, host).toBe(401);
    }
    const signIn = await withHost(`localhost:${port}`, '/auth/login', { method: 'POST', body: JSON.stringify({ user: DEMO.admin, password: DEMO_PASSWORD, retry: 0 }) });
    expect(signIn.status).toBe(200);
  });

  it('refuses any other name or another port, with 403 and a Spanish message, before anything runs', async () => {
    const refused = [`rebind.example.com:${port}`, 'rebind.example.com', `localhost:${port + 1}`, 'localhost', `127.0.0.2:${port}`, `localhost.:${port}`, `127.0.0.1:${port}@evil.example`];
    for (const host of refused) {
      const answer = await withHost(host, '/auth/login', { method: 'POST', body: JSON.stringify({ user: DEMO.admin, password: DEMO_PASSWORD, retry: 0 }) });
      expect(answer.status, `Host: ${host}`).toBe(403);
      expect(JSON.parse(answer.text), host).toEqual({ message: messages.hostNotAllowed });
      expect(answer.type).toMatch(/^application\/json/);
    }
    expect(messages.hostNotAllowed).toBe('El nombre de servidor de la solicitud no está permitido.');
    // public endpoints too
    expect((await withHost(`rebind.example.com:${port}`, '/product/image/00000000000000000000000000000000.png')).status).toBe(403);
  });
});

describe('API_ALLOWED_HOSTS (hostAllowed)', () => {
  it('adds the names a production proxy passes on: a name alone on any port, or name:port exactly', () => {
    const extra = ['api.example.cr', 'demo.example.cr:8443', '[2001:db8::1]'];
    expect(hostAllowed('api.example.cr', 3000, extra)).toBe(true);
    expect(hostAllowed('API.example.cr:443', 3000, extra)).toBe(true);
    expect(hostAllowed('demo.example.cr:8443', 3000, extra)).toBe(true);
    expect(hostAllowed('demo.example.cr', 3000, extra)).toBe(false);
    expect(hostAllowed('[2001:db8::1]:3000', 3000, extra)).toBe(true);
    expect(hostAllowed('evil.api.example.cr', 3000, extra)).toBe(false);
    expect(hostAllowed('localhost:3000', 3000, [])).toBe(true);
    expect(hostAllowed('localhost:3000', 3001, [])).toBe(false);
    expect(hostAllowed(undefined, 3000, extra)).toBe(false);
  });
});
