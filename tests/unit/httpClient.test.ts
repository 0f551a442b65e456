import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/providers/httpClient';

const fakeFetch = (status: number, body: string | undefined) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
};

describe('the HTTP client', () => {
  it('prefixes the base address, sends JSON and the bearer token', async () => {
    const fake = fakeFetch(200, '{"bank":{"id":1}}');
    const http = createHttpClient(fake.fetchImpl, 'https://api.example.cr', () => 'tok123');
    const answer = await http('/bank/', { method: 'POST', body: { bank: { name: 'X' } } });
    expect(answer).toEqual({ bank: { id: 1 } });
    expect(fake.calls[0].url).toBe('https://api.example.cr/bank/');
    expect(fake.calls[0].init.method).toBe('POST');
    expect(fake.calls[0].init.body).toBe('{"bank":{"name":"X"}}');
    expect(fake.calls[0].init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok123' });
  });

  it('sends no token when asked not to, or when there is none; GET has no body', async () => {
    const fake = fakeFetch(200, '{}');
    await createHttpClient(fake.fetchImpl, '/api', () => 'tok')('/auth/login', { method: 'POST', body: {}, auth: false });
    await createHttpClient(fake.fetchImpl, '/api', () => null)('/bank/getBanks');
    expect(fake.calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(fake.calls[1].init).toMatchObject({ method: 'GET', body: undefined });
    expect(fake.calls[1].init.headers).toEqual({ Accept: 'application/json' });
  });

  it("turns a refusal into an HttpError with the server's text and status", async () => {
    const fake = fakeFetch(409, '{"message":"Ya existe un banco con ese código."}');
    const error = await createHttpClient(fake.fetchImpl, '', () => null)('/bank/').catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Ya existe un banco con ese código.', body: { message: 'Ya existe un banco con ese código.' } });
  });

  it('gives a refusal naming its field to the form as that field\'s error', async () => {
    const fake = fakeFetch(409, '{"message":"Ya existe la sección «Terraza».","field":"name"}');
    const error = (await createHttpClient(fake.fetchImpl, '', () => null)('/section/').catch((e: unknown) => e)) as HttpError;
    expect(error.body).toEqual({ message: 'Ya existe la sección «Terraza».', field: 'name', errors: { name: 'Ya existe la sección «Terraza».' } });
  });

  it('keeps the 401 Invalid token body so the auth provider can sign out', async () => {
    const fake = fakeFetch(401, '{"error":"Invalid token"}');
    const error = await createHttpClient(fake.fetchImpl, '', () => 'old')('/bank/getBanks').catch((e) => e);
    expect(error).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
  });

  it('falls back to the generic Spanish error without a server text, on HTML answers and on network failure', async () => {
    const generic = 'Ocurrió un error de comunicación, intente de nuevo.';
    expect(await createHttpClient(fakeFetch(502, '<html>Bad gateway</html>').fetchImpl, '', () => null)('/x').catch((e) => e.message)).toBe(generic);
    expect(await createHttpClient(fakeFetch(500, undefined).fetchImpl, '', () => null)('/x').catch((e) => e.message)).toBe(generic);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await createHttpClient(offline, '', () => null)('/x').catch((e) => e);
    expect(error).toMatchObject({ status: 0, message: generic });
  });

  it("never shows a server failure's own text (5xx): only a refusal's (4xx) is ours", async () => {
    const generic = 'Ocurrió un error de comunicación, intente de nuevo.';
    const failed = await createHttpClient(fakeFetch(500, '{"message":"TypeError: cannot read x at db.ts:12"}').fetchImpl, '', () => null)('/x').catch((e) => e);
    expect(failed).toMatchObject({ status: 500, message: generic });
    const refused = await createHttpClient(fakeFetch(400, '{"message":"La fecha final no puede ser anterior a la fecha inicial."}').fetchImpl, '', () => null)('/x').catch((e) => e);
    expect(refused).toMatchObject({ status: 400, message: 'La fecha final no puede ser anterior a la fecha inicial.' });
  });

  it('reports a call the server answered with the token (the session was used), and no other', async () => {
    let used = 0;
    const onUsed = () => used++;
    await createHttpClient(fakeFetch(200, '{}').fetchImpl, '', () => 'tok', onUsed)('/bank/getBanks');
    expect(used).toBe(1);
    await createHttpClient(fakeFetch(200, '{}').fetchImpl, '', () => 'tok', onUsed)('/auth/login', { method: 'POST', body: {}, auth: false });
    await createHttpClient(fakeFetch(200, '{}').fetchImpl, '', () => null, onUsed)('/bank/getBanks');
    await createHttpClient(fakeFetch(401, '{"error":"Invalid token"}').fetchImpl, '', () => 'tok', onUsed)('/bank/getBanks').catch(() => undefined);
    expect(used).toBe(1);
  });
});
