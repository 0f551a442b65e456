import bcrypt from 'bcryptjs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROXY_KEY_HEADER, proxyKey } from '../../mock-api/auth/clientAddress';
import { PORTAL_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { apiForFile, DEMO, DEMO_PASSWORD, type TestApi } from '../support/testApi';

const api = apiForFile();
const limited = apiForFile({ rateLimits: PORTAL_RATE_LIMITS });

const TOO_MANY = { message: 'Demasiadas solicitudes. Intente de nuevo en unos minutos.' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timed = async (call: () => Promise<unknown>) => {
  const started = performance.now();
  await call();
  return performance.now() - started;
};
const login = (target: TestApi, user: string, password: string, headers: Record<string, string> = {}) =>
  target.call('POST', '/auth/login', { body: { user, password, retry: 0 }, headers });

describe('sign-in timing', () => {
  it('costs the same for an unknown user, a known user with a wrong password and a locked user', async () => {
    const known = [DEMO.admin, DEMO.operator, DEMO.backoffice, DEMO.merchant, DEMO.merchant2];
    const locked = 'analista2@banco2.cr';
    // at the demo's cost: `npm test` hashes at 4 (scripts/test.sh), where a check costs less than the
    // rest of a sign-in and the ratios below would measure that rest; the unknown and locked users'
    // work follows the costliest hash kept (mock-api/auth/passwords.ts)
    for (const user of api.store.state().users) if ((known as string[]).includes(user.username)) user.passwordHash = bcrypt.hashSync(DEMO_PASSWORD, 10);
    for (let attempt = 0; attempt < 5; attempt++) await login(api, locked, 'Mala#2026');
    expect((await login(api, locked, 'Mala#2026')).status).toBe(429);

    const times = { known: [] as number[], unknown: [] as number[], locked: [] as number[] };
    // interleaved, so a busy moment of the machine weighs on every kind alike
    for (let round = 0; round < 9; round++) {
      times.known.push(await timed(() => login(api, known[round % known.length], 'Mala#2026')));
      times.unknown.push(await timed(() => login(api, `nadie${round}@ningunlado.cr`, 'Mala#2026')));
      times.locked.push(await timed(() => login(api, locked, 'Mala#2026')));
    }
    const knownMs = median(times.known);
    const unknownRatio = median(times.unknown) / knownMs;
    const lockedRatio = median(times.locked) / knownMs;
    console.log(`sign-in medians: known ${knownMs.toFixed(1)} ms, unknown ×${unknownRatio.toFixed(2)}, locked ×${lockedRatio.toFixed(2)}`);
    expect(unknownRatio).toBeGreaterThan(0.5);
    expect(unknownRatio).toBeLessThan(2);
    expect(lockedRatio).toBeGreaterThan(0.5);
    expect(lockedRatio).toBeLessThan(2);
  }, 60_000); // 33 sign-ins, each a bcrypt check: slow beside the browser tests on a busy machine, and a timeout proves nothing
});

// password changes and refused sign-ins are bcrypt work too (above): as slow on a busy machine
describe('new passwords', { timeout: 60_000 }, () => {
  const change = (token: string, lastPassword: string, newPassword: string) =>
    api.call('POST', '/auth/changePassword', { headers: { 'x-authorization': token }, body: { lastPassword, newPassword } });

  it('must differ from the current one', async () => {
    const token = await api.login('analista4@banco4.cr');
    const same = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('La nueva contraseña debe ser diferente a la actual.');
    expect((await change(token, DEMO_PASSWORD, 'Distinta#2026')).status).toBe(200);
  });

  it('must not be a common password, in any letter case or dressed up with what the policy asks for', async () => {
    const token = await api.login(DEMO.merchant);
    for (const common of ['P@ssw0rd', 'pA$$w0rd', 'Password1!', 'Qwerty#2026', '!Dragon2026', 'Monkey_123']) {
      const result = await change(token, DEMO_PASSWORD, common);
      expect(result.status, common).toBe(400);
      expect(result.body.message).toBe('La contraseña es demasiado común; elija otra.');
    }
    // still the current one: nothing was changed
    expect((await login(api, DEMO.merchant, DEMO_PASSWORD)).status).toBe(200);
    // the specification's rules come first and stay
    expect((await change(token, DEMO_PASSWORD, 'password')).body.message).toBe('La contraseña no cumple los requisitos mínimos.');
  });
});

describe('e-mail change', () => {
  it('tells the old address through the outbox', async () => {
    // the bank's back office manages its analysts
    const backoffice = await api.login(DEMO.backoffice);
    const target = api.store.state().users.find((user) => user.username === 'analista1@banco1.cr')!;
    const oldEmail = target.email;
    const edit = (email: string) =>
      api.call('PUT', `/user/${target.id}`, {
        token: backoffice,
        body: { user: { username: target.username, name: target.name, lastname: target.lastname, email, group_id: 3, bank_id: target.bank_id } },
      });
    const mails = () => readFileSync(api.outboxFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));

    const result = await edit('nuevo.correo@banco1.cr');
    expect(result.status, result.text).toBe(200);
    const notice = mails().filter((mail) => mail.to === oldEmail).pop();
    expect(notice).toMatchObject({ subject: 'Cambio de correo electrónico' });
    expect(notice.body).toContain('nuevo.correo@banco1.cr');
    expect(notice.temporaryPassword).toBeUndefined();

    // saving without changing the address sends nothing
    const before = mails().length;
    expect((await edit('nuevo.correo@banco1.cr')).status).toBe(200);
    expect(mails().length).toBe(before);
  });
});

describe('rate limits per client address (the portal\'s own)', { timeout: 60_000 }, () => {
  const expectRefused = (result: { status: number; body: unknown; headers: Headers }) => {
    expect(result.status).toBe(429);
    expect(result.body).toEqual(TOO_MANY);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('sign-in: 20 failures per address in 15 minutes; successful sign-ins do not count; other addresses go on', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(limited, DEMO.admin, DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < PORTAL_RATE_LIMITS.signIn.limit; attempt++) {
      expect((await login(limited, `intruso${attempt}@ningunlado.cr`, 'Mala#2026')).status).toBe(401);
    }
    const refused = await login(limited, DEMO.admin, DEMO_PASSWORD);
    expectRefused(refused);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // a different client, as the dev server's proxy reports it (with its key: tests/api/clientAddress.test.ts)
    expect((await login(limited, DEMO.admin, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.7', [PROXY_KEY_HEADER]: proxyKey() })).status).toBe(200);
  });

  it('password reset: 5 per address per hour', async () => {
    const reset = () => limited.call('PUT', '/auth/resetPassword', { headers: { 'x-username': 'nadie@ningunlado.cr' } });
    for (let attempt = 0; attempt < PORTAL_RATE_LIMITS.passwordReset.limit; attempt++) expect((await reset()).status).toBe(200);
    expectRefused(await reset());
  });

  it('diner orders and cancellations, public endpoints', async () => {
    const order = () => limited.call('POST', '/order/external', { body: { token: 'x', order: { products: [] } } });
    for (let attempt = 0; attempt < PORTAL_RATE_LIMITS.order.limit; attempt++) expect((await order()).status).not.toBe(429);
    expectRefused(await order());
    const cancel = () => limited.call('PUT', '/order/cancel/external/1/x', { body: {} });
    for (let attempt = 0; attempt < PORTAL_RATE_LIMITS.cancel.limit; attempt++) expect((await cancel()).status).not.toBe(429);
    expectRefused(await cancel());
  });
});
