import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-api/app';
import { PERSIST_EVERY_MS } from '../../mock-api/auth/sessionRegistry';
import { createStore } from '../../mock-api/store';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/domain/sessionLimits';
import { apiForFile, DEMO, DEMO_PASSWORD } from '../support/testApi';

const api = apiForFile();

const MINUTE = 60 * 1000;
const INVALID = { error: 'Invalid token' };
/** Any authenticated call every group may make. */
const menu = (token: string, base?: string) =>
  base ? fetch(`${base}/security/getResources`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status) : api.call('GET', '/security/getResources', { token }).then((r) => r.status);
const logout = (token?: string) => api.call('POST', '/auth/logout', { token });
const changePassword = (token: string, lastPassword: string, newPassword: string) =>
  api.call('POST', '/auth/changePassword', { headers: { 'x-authorization': token }, body: { lastPassword, newPassword } });
const userNamed = (username: string) => api.store.state().users.find((user) => user.username === username)!;

describe("'Salir': POST /auth/logout", () => {
  it('revokes that token at once and no other session of the user', async () => {
    const token = await api.login(DEMO.backoffice);
    const otherBrowser = await api.login(DEMO.backoffice);
    expect(await menu(token)).toBe(200);
    const result = await logout(token);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: 'Sesión cerrada.' });
    const after = await api.call('GET', '/security/getResources', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(INVALID);
    expect((await api.call('GET', '/auth', { token })).status).toBe(401);
    expect(await menu(otherBrowser)).toBe(200);
  });

  it('answers quietly without a token or with one that no longer works', async () => {
    expect((await logout()).status).toBe(200);
    expect((await logout('garbage.token')).status).toBe(200);
  });

  it('revokes a temporary-password token too', async () => {
    const { token } = (await api.call('POST', '/auth/login', { body: { user: DEMO.temporary, password: DEMO_PASSWORD } })).body;
    expect((await logout(token)).status).toBe(200);
    expect((await changePassword(token, DEMO_PASSWORD, 'Nueva#2026')).status).toBe(401);
  });
});

describe('a password change', () => {
  it('ends every session of the user and answers a new one for the browser that changed it', async () => {
    const user = 'analista1@banco1.cr';
    const here = await api.login(user);
    const elsewhere = await api.login(user);
    const result = await changePassword(here, DEMO_PASSWORD, 'Cambio#2026x');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Se ha cambiado la contraseña correctamente.');
    expect(result.body.user).toMatchObject({ username: user, tempPassword: false });
    expect(await menu(here)).toBe(401);
    expect(await menu(elsewhere)).toBe(401);
    expect(await menu(result.body.token)).toBe(200);
    expect((await api.call('GET', '/auth', { token: result.body.token })).body.user.username).toBe(user);
  });

  it('ends a temporary-password session: no new token, the user signs in with the new password', async () => {
    const { token } = (await api.call('POST', '/auth/login', { body: { user: DEMO.temporary, password: DEMO_PASSWORD } })).body;
    const result = await changePassword(token, DEMO_PASSWORD, 'Temporal#Fin9');
    expect(result.status).toBe(200);
    expect(result.body.token).toBeUndefined();
    const again = await changePassword(token, 'Temporal#Fin9', 'Otra#Vez2026');
    expect(again.status).toBe(401);
    expect(await menu(await api.login(DEMO.temporary, 'Temporal#Fin9'))).toBe(200);
  });
});

describe('idle and absolute limits', () => {
  it('ends a session after 15 minutes without an authenticated call; each call starts the count again', async () => {
    const token = await api.login(DEMO.operator);
    for (let round = 0; round < 3; round++) {
      api.clock.advance(SESSION_IDLE_MS - 1000);
      expect(await menu(token)).toBe(200);
    }
    api.clock.advance(SESSION_IDLE_MS);
    const result = await api.call('GET', '/security/getResources', { token });
    expect(result.status).toBe(401);
    expect(result.body).toEqual(INVALID);
    // renewing comes too late as well
    expect((await api.call('GET', '/auth', { token })).status).toBe(401);
  });

  it('ends a session 8 hours after sign-in however often GET /auth renews it', async () => {
    const signedInAt = api.clock.now();
    let token = await api.login(DEMO.merchant);
    const end = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).exp;
    expect(end).toBe(signedInAt + SESSION_ABSOLUTE_MS);
    while (api.clock.now() + 10 * MINUTE < signedInAt + SESSION_ABSOLUTE_MS) {
      api.clock.advance(10 * MINUTE);
      const renewed = await api.call('GET', '/auth', { token });
      expect(renewed.status).toBe(200);
      token = renewed.body.token;
      expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).exp).toBe(end);
    }
    api.clock.set(signedInAt + SESSION_ABSOLUTE_MS - 1000);
    expect(await menu(token)).toBe(200);
    api.clock.advance(1000);
    expect(await menu(token)).toBe(401);
    expect((await api.call('GET', '/auth', { token })).status).toBe(401);
  });

  it('ends a temporary-password session after 15 minutes', async () => {
    const user = userNamed('analista4@banco4.cr');
    user.tempPassword = true;
    try {
      const { token } = (await api.call('POST', '/auth/login', { body: { user: user.username, password: DEMO_PASSWORD } })).body;
      api.clock.advance(SESSION_IDLE_MS - 1000);
      expect((await changePassword(token, DEMO_PASSWORD, 'Mala')).status).toBe(400);
      api.clock.advance(1000);
      expect((await changePassword(token, DEMO_PASSWORD, 'Tarde#2026x')).status).toBe(401);
    } finally {
      user.tempPassword = false;
    }
  });
});

describe('sessions kept in the store', () => {
  it('records activity in memory and writes it at most once a minute, but a revocation at once', async () => {
    const token = await api.login(DEMO.admin);
    const saves: string[][] = [];
    const save = api.store.save;
    api.store.save = (...collections: string[]) => {
      saves.push(collections);
      return save(...collections);
    };
    try {
      for (let call = 0; call < 20; call++) {
        api.clock.advance(1000);
        expect(await menu(token)).toBe(200);
      }
      expect(saves.filter((names) => names.includes('sessions')).length).toBeLessThanOrEqual(1);
      api.clock.advance(PERSIST_EVERY_MS);
      expect(await menu(token)).toBe(200);
      expect(saves.filter((names) => names.includes('sessions')).length).toBeGreaterThanOrEqual(1);
      saves.length = 0;
      await logout(token);
      expect(saves).toContainEqual(['sessions']);
    } finally {
      api.store.save = save;
    }
  });

  it('survive a restart of the mock API, and so does a revocation', async () => {
    const kept = await api.login(DEMO.merchant2);
    const revoked = await api.login(DEMO.merchant2);
    await logout(revoked);
    await api.store.flush();
    const restarted = createApp({ store: createStore(api.store.file, 10), clock: api.clock });
    const server: Server = await new Promise((resolve) => {
      const listening = restarted.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      expect(await menu(kept, base)).toBe(200);
      expect(await menu(revoked, base)).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a suspended merchant', () => {
  it("ends its users' sessions, refuses their sign-in with a Spanish message, and lets them in again once reactivated", async () => {
    const admin = await api.login(DEMO.admin);
    const owner = await api.login(DEMO.merchant2);
    const cashier = api.store.state().users.find((user) => user.merchant_id === 3 && user.group_id === 2)!;
    const cashierToken = await api.login(cashier.username);
    expect(await menu(owner)).toBe(200);

    expect((await api.call('POST', '/merchant/suspend/3', { token: admin })).status).toBe(200);
    for (const token of [owner, cashierToken]) {
      const result = await api.call('GET', '/security/getResources', { token });
      expect(result.status).toBe(401);
      expect(result.body).toEqual(INVALID);
    }
    for (const username of [DEMO.merchant2, cashier.username]) {
      const refused = await api.call('POST', '/auth/login', { body: { user: username, password: DEMO_PASSWORD } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'El comercio está suspendido. Comuníquese con su ejecutivo.' });
      expect(refused.body.token).toBeUndefined();
    }
    // a wrong password learns nothing about the merchant
    expect((await api.call('POST', '/auth/login', { body: { user: DEMO.merchant2, password: 'Mala#2026' } })).body.message).toBe(
      'Usuario y/o contraseña incorrectos.',
    );
    // other merchants and the provider are unaffected
    expect(await menu(await api.login(DEMO.merchant))).toBe(200);

    expect((await api.call('POST', '/merchant/activate/3', { token: admin })).status).toBe(200);
    expect(await menu(owner)).toBe(401);
    expect(await menu(await api.login(DEMO.merchant2))).toBe(200);
  });
});
