import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiForFile, DEMO, DEMO_PASSWORD } from '../support/testApi';

const api = apiForFile();

const login = (user: string, password = DEMO_PASSWORD) => api.call('POST', '/auth/login', { body: { user, password, retry: 0 } });
const SECRET_FIELDS = /passwordHash|resetHash|"password"|\$2[aby]\$/;

describe('POST /auth/login', () => {
  it.each([
    [DEMO.admin, 1, 'Administrator', 1],
    [DEMO.operator, 2, 'Operadores', 2],
    [DEMO.backoffice, 3, 'Backoffice', null],
    [DEMO.merchant, 4, 'Comercio', 2],
    [DEMO.merchant2, 4, 'Comercio', 3],
  ])('signs in %s with the session user of docs/spec-reference.md §3', async (user, groupId, groupName, merchantId) => {
    const result = await login(user);
    expect(result.status).toBe(200);
    expect(typeof result.body.token).toBe('string');
    const sessionUser = result.body.user;
    expect(Object.keys(sessionUser).sort()).toEqual(
      ['cashRegister', 'email', 'groups', 'id', 'lastname', 'merchant', 'name', 'tempPassword', 'user_token', 'username'].sort(),
    );
    expect(sessionUser).toMatchObject({ username: user, email: user, tempPassword: false, groups: [{ id: groupId, name: groupName }] });
    expect(sessionUser.merchant?.id ?? null).toBe(merchantId);
    if (merchantId) expect(sessionUser.merchant).toEqual({ id: merchantId, image: expect.any(String) });
    expect(result.text).not.toMatch(SECRET_FIELDS);
  });

  it('accepts the spec\'s other field name (correo) and any letter case in the user name', async () => {
    expect((await api.call('POST', '/auth/login', { body: { correo: 'ADMIN@demo.cr', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('refuses wrong credentials with a Spanish message and no token', async () => {
    for (const [user, password] of [
      [DEMO.admin, 'wrong'],
      ['nadie@demo.cr', DEMO_PASSWORD],
    ]) {
      const result = await login(user, password);
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: 'Usuario y/o contraseña incorrectos.' });
    }
  });

  it('refuses missing fields with the spec message', async () => {
    for (const body of [{}, { user: DEMO.admin }, { password: DEMO_PASSWORD }, { user: '  ', password: 'x' }, { user: DEMO.admin, password: 7 }]) {
      const result = await api.call('POST', '/auth/login', { body });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Usuario y/o contraseña son requeridos.');
    }
  });

  it('locks a user for 15 minutes after 5 failed attempts in a row, whatever retry says', async () => {
    const user = DEMO.merchant2;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const result = await api.call('POST', '/auth/login', { body: { user, password: 'mala', retry: 0 } });
      expect(result.status).toBe(401);
    }
    const fifth = await login(user, 'mala');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/bloqueado durante 15 minutos/);
    const rightPassword = await login(user);
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body.token).toBeUndefined();
    // other users are not affected
    expect((await login(DEMO.admin)).status).toBe(200);
    api.clock.advance(14 * 60 * 1000);
    expect((await login(user)).status).toBe(429);
    api.clock.advance(61 * 1000);
    expect((await login(user)).status).toBe(200);
  });

  it('counts failures in a row: a success resets the count', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login(DEMO.operator, 'mala');
    expect((await login(DEMO.operator)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) expect((await login(DEMO.operator, 'mala')).status).toBe(401);
    expect((await login(DEMO.operator)).status).toBe(200);
  });

  it('locks names that do not exist just the same (no way to tell real accounts)', async () => {
    for (let attempt = 0; attempt < 4; attempt++) expect((await login('fantasma@demo.cr', 'x')).status).toBe(401);
    expect((await login('fantasma@demo.cr', 'x')).status).toBe(429);
  });
});

describe('GET /auth', () => {
  it('gives a token of the same session and the user (renewal never moves the session\'s end: sessions.test.ts)', async () => {
    const token = await api.login(DEMO.admin);
    api.clock.advance(1000);
    const result = await api.call('GET', '/auth', { token });
    expect(result.status).toBe(200);
    expect(typeof result.body.token).toBe('string');
    expect(result.body.user.username).toBe(DEMO.admin);
    expect((await api.call('GET', '/security/getResources', { token: result.body.token })).status).toBe(200);
  });
});

describe('tokens', () => {
  it('answers 401 {"error":"Invalid token"} for a missing, forged, tampered or expired token', async () => {
    const token = await api.login(DEMO.backoffice);
    const [body, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ uid: 1, tmp: false, exp: Date.now() + 1e9 })).toString('base64url');
    for (const bad of [undefined, 'garbage', `${forgedBody}.${signature}`, `${body}.${signature.slice(0, -2)}xx`, `${body}.${signature}.extra`]) {
      const result = await api.call('GET', '/bank/getBanks', { token: bad });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ error: 'Invalid token' });
    }
    expect((await api.call('GET', '/bank/getBanks', { token })).status).toBe(200);
    api.clock.advance(8 * 60 * 60 * 1000 + 1);
    expect((await api.call('GET', '/bank/getBanks', { token })).body).toEqual({ error: 'Invalid token' });
  });

  it('a token of a deleted user stops working', async () => {
    const token = await api.login('analista1@banco1.cr');
    const state = api.store.state();
    const index = state.users.findIndex((user) => user.username === 'analista1@banco1.cr');
    const [removed] = state.users.splice(index, 1);
    expect((await api.call('GET', '/auth', { token })).status).toBe(401);
    state.users.splice(index, 0, removed);
  });
});

describe('temporary password', () => {
  it('signs in with tempPassword true and a token that only opens changePassword', async () => {
    const result = await login(DEMO.temporary);
    expect(result.status).toBe(200);
    expect(result.body.user.tempPassword).toBe(true);
    const token = result.body.token;
    for (const [method, path] of [
      ['GET', '/auth'],
      ['GET', '/security/getResources'],
      ['GET', '/bank/getBanks'],
      ['GET', '/merchant/getWithoutITBMSConfiguration'],
    ] as const) {
      const refused = await api.call(method, path, { token });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('Debe cambiar su contraseña antes de continuar.');
    }
  });

  it('changes the password: current checked, policy enforced, then the flag is cleared', async () => {
    const { token } = (await login(DEMO.temporary)).body;
    const change = (body: unknown, authToken = token) => api.call('POST', '/auth/changePassword', { headers: { 'x-authorization': authToken }, body });
    expect((await change({ lastPassword: 'mala', newPassword: 'Nueva#2026' })).body.message).toBe('La contraseña actual es incorrecta.');
    for (const weak of ['corta', 'sinmayus#1', 'SINMINUS#1', 'SinDigito#', 'SinEspecial1', 'Muy#Larga1234567890123']) {
      const result = await change({ lastPassword: DEMO_PASSWORD, newPassword: weak });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('La contraseña no cumple los requisitos mínimos.');
    }
    expect((await change({ lastPassword: DEMO_PASSWORD, newPassword: '' })).body.message).toBe('La nueva contraseña es requerida');
    expect((await change({ lastPassword: DEMO_PASSWORD })).status).toBe(400);
    expect((await change({ lastPassword: DEMO_PASSWORD, newPassword: 'Nueva#2026' }, 'forged.token')).status).toBe(401);

    const ok = await change({ lastPassword: DEMO_PASSWORD, newPassword: 'Nueva#2026' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Se ha cambiado la contraseña correctamente.');
    expect((await login(DEMO.temporary)).status).toBe(401);
    const after = await login(DEMO.temporary, 'Nueva#2026');
    expect(after.body.user.tempPassword).toBe(false);
    expect((await api.call('GET', '/security/getResources', { token: after.body.token })).status).toBe(200);
    const stored = api.store.state().users.find((user) => user.username === DEMO.temporary)!;
    // hashed at the server's cost: the demo's 10, the 4 `npm test` sets (tests/unit/passwords.test.ts checks both)
    expect(stored.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${(process.env.PASSWORD_HASH_COST ?? '10').padStart(2, '0')}\\$`));
    expect(stored.passwordHash).not.toContain('Nueva#2026');
  });

  it('a signed-in user may change the password with its own token', async () => {
    const token = await api.login('analista2@banco2.cr');
    const result = await api.call('POST', '/auth/changePassword', {
      headers: { 'x-authorization': token },
      body: { lastPassword: DEMO_PASSWORD, newPassword: 'Otra#Clave9' },
    });
    expect(result.status).toBe(200);
  });
});

describe('PUT /auth/resetPassword', () => {
  it('answers the same whether or not the user exists, and mails a temporary password only to a real one', async () => {
    const real = await api.call('PUT', '/auth/resetPassword', { headers: { 'x-username': DEMO.merchant } });
    const unknown = await api.call('PUT', '/auth/resetPassword', { headers: { 'x-username': 'nadie@ningunlado.cr' } });
    expect(real.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(real.body).toEqual({ message: 'Se ha enviado un correo para reestablecer su contraseña.' });
    expect(unknown.body).toEqual(real.body);

    const mails = readFileSync(api.outboxFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(mails.filter((mail) => mail.to === 'nadie@ningunlado.cr')).toEqual([]);
    const mail = mails.filter((candidate) => candidate.to === DEMO.merchant).pop();
    expect(mail.temporaryPassword).toMatch(/^Tmp/);

    // the demo password keeps working; the mailed one opens a temporary session
    expect((await login(DEMO.merchant)).body.user.tempPassword).toBe(false);
    const temporary = await login(DEMO.merchant, mail.temporaryPassword);
    expect(temporary.body.user.tempPassword).toBe(true);
    expect((await api.call('GET', '/bank/getBanks', { token: temporary.body.token })).status).toBe(403);
    api.clock.advance(61 * 60 * 1000);
    expect((await login(DEMO.merchant, mail.temporaryPassword)).status).toBe(401);
  });

  it('asks for the user name', async () => {
    const result = await api.call('PUT', '/auth/resetPassword');
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Usuario requerido para recuperar contraseña.');
  });
});

describe('GET /security/getResources', () => {
  it.each([
    [DEMO.admin, ['merchants', 'banks', 'users', 'reports/transactions', 'reports/merchant-payment']],
    [DEMO.backoffice, ['merchants', 'banks', 'users', 'reports/transactions', 'reports/merchant-payment']],
    [DEMO.merchant, ['products', 'tables', 'orders', 'company', 'loyalty/rewards', 'users', 'reports/transactions']],
    [DEMO.operator, ['products', 'tables', 'orders', 'stocks', 'users', 'reports/transactions']],
  ])('gives %s its group\'s menu', async (user, expected) => {
    const token = await api.login(user);
    const result = await api.call('GET', '/security/getResources', { token });
    const codes = result.body.resources.map((resource: { code: string }) => resource.code);
    for (const code of expected) expect(codes).toContain(code);
    for (const resource of result.body.resources) expect(Object.keys(resource).sort()).toEqual(['code', 'id', 'name', 'order', 'parentId']);
    if (user === DEMO.operator) expect(codes).not.toContain('company');
    if (user === DEMO.merchant || user === DEMO.operator) {
      expect(codes).not.toContain('banks');
      expect(codes).not.toContain('merchants');
    }
  });
});

describe('GET /merchant/getWithoutITBMSConfiguration', () => {
  it('lists merchants with no ITBMS setting for the back office and refuses merchants', async () => {
    const result = await api.call('GET', '/merchant/getWithoutITBMSConfiguration', { token: await api.login(DEMO.backoffice) });
    expect(result.status).toBe(200);
    expect(result.body.merchants.length).toBeGreaterThan(0);
    expect(Object.keys(result.body.merchants[0]).sort()).toEqual(['id', 'name']);
    expect((await api.call('GET', '/merchant/getWithoutITBMSConfiguration', { token: await api.login(DEMO.merchant) })).status).toBe(403);
  });
});

describe("json-server's own routes stay closed", () => {
  it.each(['/db', '/users', '/banks', '/merchants', '/users/1', '/banks?_embed=users', '/merchants/1?_expand=bank', '/groups', '/meta', '/__rules'])(
    'GET %s → 404 with nothing of the data',
    async (path) => {
      const token = await api.login(DEMO.admin);
      const result = await api.call('GET', path, { token });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'Recurso no encontrado.' });
    },
  );

  it('refuses JSONP and ignores method override', async () => {
    const token = await api.login(DEMO.admin);
    const jsonp = await api.call('GET', '/bank/getBanks?callback=robar', { token });
    expect(jsonp.status).toBe(400);
    expect(jsonp.text).not.toContain('robar(');
    const override = await api.call('POST', '/bank/2?_method=DELETE', { token, headers: { 'x-http-method-override': 'DELETE' }, body: {} });
    expect(override.status).toBe(404);
    const banks = await api.call('GET', '/bank/getBanks', { token });
    expect(banks.body.banks.some((bank: { id: number }) => bank.id === 2)).toBe(true);
  });

  it('never answers 5xx or a stack trace, whatever the body', async () => {
    const token = await api.login(DEMO.admin);
    const attempts = [
      await api.call('POST', '/bank/', { token, body: '{"bank": ' }),
      await api.call('POST', '/bank/', { token, body: 'null' }),
      await api.call('POST', '/bank/', { token, body: '[]' }),
      await api.call('PUT', '/bank/1', { token, body: { bank: { code: { $ne: 1 } } } }),
      await api.call('POST', '/auth/login', { body: '"texto"' }),
      await api.call('POST', '/auth/login', { body: 'x'.repeat(11 * 1024 * 1024), headers: { 'content-type': 'application/json' } }),
    ];
    for (const result of attempts) {
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.text).not.toMatch(/at .*\.(js|ts):\d+|Error:/);
    }
  });

  it('sends no x-powered-by header and marks answers nosniff', async () => {
    const result = await api.call('GET', '/bank/getBanks', { token: await api.login(DEMO.admin) });
    expect(result.headers.get('x-powered-by')).toBeNull();
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
