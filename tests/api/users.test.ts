import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, operator: DEMO.operator, backoffice: DEMO.backoffice, merchant: DEMO.merchant, merchant2: DEMO.merchant2 });

const SECRET_FIELDS = ['passwordHash', 'resetHash', 'resetExpires', 'tempPassword', 'password'];
const expectNoSecrets = (text: string) => {
  for (const field of SECRET_FIELDS) expect(text, field).not.toContain(`"${field}"`);
  expect(text).not.toMatch(/\$2[aby]\$/);
};

const users = () => api.store.state().users;
const stored = (username: string) => users().find((user) => user.username === username);

/** Every user of one tab as this caller sees it, all pages. */
const listAll = async (token: string, group: number) => {
  const first = await api.call('GET', `/user/getUsers/${group}/1/25`, { token });
  if (first.status !== 200) return { status: first.status, users: [] as any[] };
  const rest = [];
  for (let page = 2; page <= first.body.pages; page++) rest.push(...(await api.call('GET', `/user/getUsers/${group}/${page}/25`, { token })).body.users);
  return { status: 200, users: [...first.body.users, ...rest] };
};

let counter = 0;
const newUser = (change: Record<string, unknown> = {}) => ({
  username: `nuevo${++counter}@prueba.cr`,
  name: 'Nuevo',
  lastname: 'Usuario',
  email: `nuevo${counter}@prueba.cr`,
  group_id: 4,
  merchant_id: 2,
  bank_id: null,
  cashRegister: false,
  ...change,
});
const create = (token: string, user: Record<string, unknown>) => api.call('POST', '/user/', { token, body: { user } });

describe('the user list: tabs, paging and scope per viewer', () => {
  it('gives the back office the Banco, Portal and Operadores tabs over every merchant, 25 a page', async () => {
    const bank = await listAll(tokens.backoffice, 3);
    expect(bank.users.map((user) => user.group_id)).toEqual(bank.users.map(() => 3));
    expect(bank.users.some((user) => user.username === DEMO.backoffice)).toBe(true);

    const first = await api.call('GET', '/user/getUsers/4/1/25', { token: tokens.backoffice });
    expect(first.body.users).toHaveLength(25);
    const portalCount = users().filter((user) => user.group_id === 1 || user.group_id === 4).length;
    expect(first.body.pages).toBe(Math.ceil(portalCount / 25));
    const portal = await listAll(tokens.backoffice, 4);
    expect(new Set(portal.users.map((user) => user.id)).size).toBe(portalCount);
    expect(portal.users.every((user) => user.group_id === 1 || user.group_id === 4)).toBe(true);

    const operators = await listAll(tokens.backoffice, 2);
    expect(operators.users.length).toBe(users().filter((user) => user.group_id === 2).length);
    expect(new Set(operators.users.map((user) => user.merchant_id)).size).toBeGreaterThan(1);
  });

  it('refuses the Banco tab to administrators, merchants and operators, and the Portal tab to operators', async () => {
    for (const role of ['admin', 'merchant', 'merchant2', 'operator'] as const) {
      expect((await api.call('GET', '/user/getUsers/3/1/25', { token: tokens[role] })).status, role).toBe(403);
    }
    expect((await api.call('GET', '/user/getUsers/4/1/25', { token: tokens.operator })).status).toBe(403);
    expect((await api.call('GET', '/user/getUsers/1/1/25', { token: tokens.operator })).status).toBe(403);
    expect((await api.call('GET', '/user/getUsers/4/1/25', { token: tokens.admin })).status).toBe(200);
  });

  it("shows a merchant only its own merchant's portal users and operators", async () => {
    for (const [role, merchantId] of [['merchant', 2], ['merchant2', 3]] as const) {
      const portal = await listAll(tokens[role], 4);
      const expected = users().filter((user) => user.group_id === 4 && user.merchant_id === merchantId);
      expect(portal.users.map((user) => user.id).sort()).toEqual(expected.map((user) => user.id).sort());
      const operators = await listAll(tokens[role], 2);
      expect(operators.users.every((user) => user.merchant_id === merchantId && user.group_id === 2)).toBe(true);
    }
    const operators = await listAll(tokens.operator, 2);
    expect(operators.users.map((user) => user.username)).toContain(DEMO.operator);
    expect(operators.users.every((user) => user.merchant_id === 2)).toBe(true);
  });

  it('answers the spec fields with names for the list, and never a password or reset field', async () => {
    const result = await api.call('GET', '/user/getUsers/4/1/25', { token: tokens.backoffice });
    expectNoSecrets(result.text);
    expect(result.body.users[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), user_id: expect.any(Number), username: expect.any(String), group_id: expect.any(Number), groupId: expect.any(Number), groupName: expect.any(String), merchantName: expect.any(String), cashRegister: expect.any(Boolean) }),
    );
  });

  it('refuses unknown groups (404) and bad pages (400)', async () => {
    expect((await api.call('GET', '/user/getUsers/5/1/25', { token: tokens.backoffice })).status).toBe(404);
    expect((await api.call('GET', '/user/getUsers/x/1/25', { token: tokens.backoffice })).status).toBe(404);
    expect((await api.call('GET', '/user/getUsers/4/0/25', { token: tokens.backoffice })).status).toBe(400);
  });

  it('feeds the form selects with only what the caller may choose', async () => {
    const bank = await api.call('GET', '/user/getMerchantsAndGroups', { token: tokens.backoffice });
    expect(bank.body.groups.map((group: { id: number }) => group.id)).toEqual([1, 2, 3, 4]);
    expect(bank.body.merchants.length).toBe(api.store.state().merchants.length);
    expect(bank.body.banks.length).toBeGreaterThan(0);
    const admin = await api.call('GET', '/user/getMerchantsAndGroups', { token: tokens.admin });
    expect(admin.body.groups.map((group: { id: number }) => group.id)).toEqual([1, 2, 4]);
    expect(admin.body.banks).toEqual([]);
    const merchant = await api.call('GET', '/user/getMerchantsAndGroups', { token: tokens.merchant });
    expect(merchant.body).toEqual({ merchants: [{ id: 2, name: 'Restaurante La Casona de Doña Ana' }], groups: [{ id: 2, name: 'Operadores' }, { id: 4, name: 'Comercio' }], banks: [] });
    const operator = await api.call('GET', '/user/getMerchantsAndGroups', { token: tokens.operator });
    expect(operator.body.groups).toEqual([{ id: 2, name: 'Operadores' }]);
  });
});

describe('creating a user', () => {
  it('creates a user with a temporary password: only its hash is stored, the mail is in the outbox, sign-in asks to change it', async () => {
    const user = newUser({ merchant_id: 5, cashRegister: true });
    const result = await create(tokens.admin, user);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Usuario creado correctamente.');
    expectNoSecrets(result.text);
    expect(result.body.user).toMatchObject({ username: user.username, group_id: 4, merchant_id: 5, cashRegister: true, user_token: null });

    const mails = readFileSync(api.outboxFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const mail = mails.find((candidate) => candidate.to === user.email);
    expect(mail.subject).toBe('Bienvenido al Portal de Comercios');
    expect(mail.temporaryPassword).toMatch(/.{6,20}/);
    const record = stored(user.username)!;
    expect(record.tempPassword).toBe(true);
    expect(record.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(record.passwordHash).not.toContain(mail.temporaryPassword);

    const login = await api.call('POST', '/auth/login', { body: { user: user.username, password: mail.temporaryPassword, retry: 0 } });
    expect(login.status).toBe(200);
    expect(login.body.user.tempPassword).toBe(true);
  });

  it('refuses a duplicate user name (409) with three free suggestions, whatever the case', async () => {
    const count = users().length;
    const result = await create(tokens.admin, newUser({ username: 'COMERCIO@demo.cr', name: 'Carmen', lastname: 'Alvarado' }));
    expect(result.status).toBe(409);
    expect(result.body.message).toBe('El nombre de usuario ya existe. Puede usar una de las alternativas sugeridas.');
    const suggestions: string[] = result.body.suggestions;
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toBe('carmen.alvarado@demo.cr');
    for (const suggestion of suggestions) {
      expect(suggestion).toMatch(/@demo\.cr$/);
      expect(users().some((user) => user.username.toLowerCase() === suggestion)).toBe(false);
    }
    expect(users().length).toBe(count);
    // a suggestion is indeed free
    expect((await create(tokens.admin, newUser({ username: suggestions[1] }))).status).toBe(200);
  });

  it.each([
    ['without a user name', { username: '' }, 'Debe completar los campos requeridos.'],
    ['without a name', { name: ' ' }, 'Debe completar los campos requeridos.'],
    ['without an email', { email: '' }, 'Debe completar los campos requeridos.'],
    ['without a group', { group_id: null }, 'Debe completar los campos requeridos.'],
    ['of a merchant group without a merchant', { merchant_id: null }, 'Debe completar los campos requeridos.'],
    ['of the bank group without a bank', { group_id: 3, bank_id: null }, 'Debe completar los campos requeridos.'],
    ['with a malformed email', { email: 'correo@sin-punto' }, 'El correo electrónico no es válido.'],
    ['with a space in the user name', { username: 'ana mora@prueba.cr' }, 'El usuario debe tener de 3 a 60 caracteres: letras, dígitos y . _ - + @, sin espacios.'],
  ])('refuses a user %s and stores nothing', async (_label, change, message) => {
    const count = users().length;
    const result = await create(tokens.backoffice, newUser(change));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(users().length).toBe(count);
  });

  it('refuses fields that are objects or arrays', async () => {
    const count = users().length;
    expect((await create(tokens.backoffice, newUser({ name: ['Ana'] }))).status).toBe(400);
    expect((await create(tokens.backoffice, newUser({ group_id: { $ne: 0 } }))).status).toBe(400);
    expect(users().length).toBe(count);
  });

  it('answers 404 for an unknown merchant or bank', async () => {
    expect((await create(tokens.backoffice, newUser({ merchant_id: 9999 }))).status).toBe(404);
    expect((await create(tokens.backoffice, newUser({ group_id: 3, merchant_id: null, bank_id: 999 }))).status).toBe(404);
  });

  it('lets the back office create a bank user (bank, no merchant)', async () => {
    const result = await create(tokens.backoffice, newUser({ group_id: 3, merchant_id: 7, bank_id: 2 }));
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ group_id: 3, merchant_id: null, bank_id: 2, bankName: 'Banco Nacional de Costa Rica' });
  });
});

describe('no escalation through the body', () => {
  it.each([
    ['a merchant', 'merchant', 1],
    ['a merchant', 'merchant', 3],
    ['an operator', 'operator', 4],
    ['an operator', 'operator', 1],
    ['an administrator', 'admin', 3],
  ])('refuses %s creating a user of group %i (403)', async (_label, role, group) => {
    const count = users().length;
    const result = await create(tokens[role as keyof typeof tokens], newUser({ group_id: group, merchant_id: 2, bank_id: 1 }));
    expect(result.status).toBe(403);
    expect(users().length).toBe(count);
  });

  it("refuses a merchant creating a user for another merchant (404), and puts its own merchant when none is named", async () => {
    expect((await create(tokens.merchant, newUser({ merchant_id: 3 }))).status).toBe(404);
    expect((await create(tokens.merchant, newUser({ merchantId: 3, merchant_id: undefined }))).status).toBe(404);
    const own = await create(tokens.merchant, newUser({ merchant_id: undefined }));
    expect(own.status).toBe(200);
    expect(own.body.user.merchant_id).toBe(2);
    const operator = await create(tokens.operator, newUser({ group_id: 2, merchant_id: undefined }));
    expect(operator.status).toBe(200);
    expect(operator.body.user).toMatchObject({ group_id: 2, merchant_id: 2 });
  });

  it("refuses a merchant reading or changing another merchant's users or bank users (404)", async () => {
    const otherMerchantUser = users().find((user) => user.merchant_id === 3 && user.group_id === 4)!;
    const bankUser = users().find((user) => user.group_id === 3)!;
    for (const target of [otherMerchantUser, bankUser]) {
      const before = JSON.stringify(target);
      expect((await api.call('PUT', `/user/${target.id}`, { token: tokens.merchant, body: { user: { ...target, name: 'Hackeado' } } })).status).toBe(404);
      expect((await api.call('DELETE', `/user/${target.id}`, { token: tokens.merchant })).status).toBe(404);
      expect(JSON.stringify(users().find((user) => user.id === target.id))).toBe(before);
    }
    // administrators do not reach the bank group either
    expect((await api.call('PUT', `/user/${bankUser.id}`, { token: tokens.admin, body: { user: { name: 'X' } } })).status).toBe(404);
  });

  it('refuses changing user name, group or merchant on edit, and never takes a password from the body', async () => {
    const target = stored('caja2@lacasonadedonaana.cr') ?? users().find((user) => user.group_id === 2 && user.merchant_id === 2 && user.username !== DEMO.operator)!;
    const hash = target.passwordHash;
    const edit = (change: Record<string, unknown>, token = tokens.merchant) =>
      api.call('PUT', `/user/${target.id}`, { token, body: { user: { username: target.username, name: target.name, email: target.email, group_id: 2, merchant_id: 2, ...change } } });
    expect((await edit({ group_id: 4 })).body.message).toBe('El usuario, el grupo y el comercio no se pueden modificar.');
    expect((await edit({ groupId: 1, group_id: undefined })).status).toBe(400);
    expect((await edit({ username: 'otro@prueba.cr' })).status).toBe(400);
    expect((await edit({ merchant_id: 3 })).status).toBe(404);
    expect((await edit({ merchant_id: 3 }, tokens.backoffice)).status).toBe(400);
    expect(users().find((user) => user.id === target.id)).toMatchObject({ group_id: 2, merchant_id: 2, username: target.username });

    const updated = await edit({ name: 'Nombre Nuevo', cashRegister: false, passwordHash: 'x', tempPassword: true, user_token: 'y' });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Usuario actualizado correctamente');
    expectNoSecrets(updated.text);
    expect(users().find((user) => user.id === target.id)).toMatchObject({ name: 'Nombre Nuevo', cashRegister: false, passwordHash: hash, tempPassword: false });
  });

  it('refuses an operator editing a merchant portal user of its own merchant (404)', async () => {
    const portalUser = stored(DEMO.merchant)!;
    expect((await api.call('PUT', `/user/${portalUser.id}`, { token: tokens.operator, body: { user: { ...portalUser, name: 'X' } } })).status).toBe(404);
  });
});

describe('deleting a user', () => {
  it('deletes a user of its own merchant; the deleted user is signed out', async () => {
    const created = await create(tokens.admin, newUser({ merchant_id: 2 }));
    const id = created.body.user.id;
    const deleted = await api.call('DELETE', `/user/${id}`, { token: tokens.merchant });
    expect(deleted.status).toBe(200);
    expectNoSecrets(deleted.text);
    expect(users().some((user) => user.id === id)).toBe(false);
    expect((await api.call('DELETE', `/user/${id}`, { token: tokens.merchant })).status).toBe(404);
  });

  it('refuses deleting oneself (409), unknown ids (404)', async () => {
    const self = await api.call('DELETE', `/user/${stored(DEMO.backoffice)!.id}`, { token: tokens.backoffice });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('No puede eliminar su propio usuario.');
    expect((await api.call('DELETE', '/user/99999', { token: tokens.backoffice })).status).toBe(404);
    expect((await api.call('PUT', '/user/abc', { token: tokens.backoffice, body: { user: newUser() } })).status).toBe(404);
  });

  it("signs out a deleted user's session", async () => {
    const created = await create(tokens.admin, newUser({ merchant_id: 2 }));
    const user = stored(created.body.user.username)!;
    user.tempPassword = false;
    user.passwordHash = stored(DEMO.merchant)!.passwordHash;
    const token = await api.login(user.username);
    expect((await api.call('GET', '/user/getUsers/4/1/25', { token })).status).toBe(200);
    await api.call('DELETE', `/user/${user.id}`, { token: tokens.admin });
    expect((await api.call('GET', '/user/getUsers/4/1/25', { token })).status).toBe(401);
  });
});

describe('who may use the user endpoints', () => {
  it('refuses a temporary-password session and a missing token', async () => {
    const temporary = await api.login(DEMO.temporary);
    expect((await api.call('GET', '/user/getUsers/4/1/25', { token: temporary })).status).toBe(403);
    expect((await api.call('GET', '/user/getMerchantsAndGroups')).status).toBe(401);
    expect((await api.call('POST', '/user/', { body: { user: newUser() } })).status).toBe(401);
  });
});
