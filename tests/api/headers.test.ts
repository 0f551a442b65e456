import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { apiForFile, DEMO, DEMO_PASSWORD, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin });

const MB = 1024 * 1024;

/** One raw HTTP call: a declared length, or a chunked body written piece by piece. */
const rawCall = (
  method: string,
  path: string,
  { headers = {}, body = '', chunked = false }: { headers?: Record<string, string>; body?: string; chunked?: boolean },
) =>
  new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(path, api.url);
    const req = request(url, {
      method,
      headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    // the server may close while the rest of a refused body is still being sent
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (chunked) {
      const piece = body.slice(0, 64 * 1024);
      for (let sent = 0; sent < body.length; sent += piece.length) req.write(piece);
    } else req.write(body);
    req.end();
  });

/** A JSON text of about `bytes` bytes (a long string field), valid unless `broken`. */
const bigJson = (bytes: number, broken = false) => `{"bank":{"name":"${'a'.repeat(bytes)}"}${broken ? '' : '}'}`;

describe('security headers on every answer', () => {
  it('sends helmet headers with a JSON-only policy on successes, refusals, errors and unknown routes', async () => {
    const answers = await Promise.all([
      api.call('GET', '/bank/getBanks', { token: tokens.admin }),
      api.call('GET', '/bank/getBanks'),
      api.call('GET', '/no/such/route'),
      api.call('POST', '/bank/', { token: tokens.admin, body: '{"bank":' }),
      api.call('POST', '/auth/login', { body: { user: DEMO.admin, password: 'wrong' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 400, 401]);
    for (const { headers } of answers) {
      expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('CORS: only the API\'s own origin', () => {
  it('gives another origin no Access-Control-Allow-Origin, on a call or on a preflight', async () => {
    const origin = { origin: 'https://otro-sitio.example' };
    const call = await api.call('GET', '/bank/getBanks', { token: tokens.admin, headers: origin });
    expect(call.status).toBe(200);
    const preflight = await api.call('OPTIONS', '/bank/', {
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    for (const { headers } of [call, preflight]) {
      expect([...headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('body size: the token before a large body', () => {
  it('refuses a body over 1 MB without a valid token with 401, before parsing it', async () => {
    // malformed JSON: had it been parsed, the answer would be 400 'formato válido'
    for (const headers of [{}, { authorization: 'Bearer falso' }] as Record<string, string>[]) {
      const refused = await rawCall('POST', '/bank/', { headers, body: bigJson(1.2 * MB, true) });
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.text)).toEqual({ error: messages.invalidToken });
    }
  });

  it('refuses it the same way when the body comes without a declared length', async () => {
    const refused = await rawCall('POST', '/bank/', { body: bigJson(1.5 * MB, true), chunked: true });
    expect(refused.status).toBe(401);
  });

  it('reads a body over 1 MB from a signed-in caller (a picture as a data URL)', async () => {
    const answer = await rawCall('POST', '/bank/', { headers: { authorization: `Bearer ${tokens.admin}` }, body: bigJson(1.5 * MB, true) });
    // parsed, and refused as malformed JSON: not 401, not 413
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toBe(messages.badJson);
  });

  it('caps every body at 2 MB with 413 and a Spanish message', async () => {
    const declared = await rawCall('POST', '/bank/', { headers: { authorization: `Bearer ${tokens.admin}` }, body: bigJson(10 * MB) });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toEqual({ message: messages.bodyTooLarge });
    const streamed = await rawCall('POST', '/bank/', { headers: { authorization: `Bearer ${tokens.admin}` }, body: bigJson(3 * MB), chunked: true });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.text)).toEqual({ message: messages.bodyTooLarge });
  });

  it('still reads ordinary bodies, signed in or not', async () => {
    const login = await api.call('POST', '/auth/login', { body: { user: DEMO.merchant, password: DEMO_PASSWORD, retry: 0 } });
    expect(login.status).toBe(200);
    const bank = { code: '998', name: 'Banco Cabecera', country_code: 1, emails: 'a@cabecera.cr', phones: '2222-2222', email_delivery: 'b@cabecera.cr', vault_id: 'BOV-9998' };
    const created = await api.call('POST', '/bank/', { token: tokens.admin, body: { bank } });
    expect(created.status).toBe(200);
  });
});
