import { describe, expect, it } from 'vitest';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { backoffice: DEMO.backoffice, admin: DEMO.admin });

const validBank = {
  code: '999',
  name: 'Banco de Prueba',
  country_code: 1,
  emails: 'a@prueba.cr, b@prueba.cr',
  phones: '2222-2222',
  email_delivery: 'entregas@prueba.cr',
  vault_id: 'BOV-9999',
};

describe('banks', () => {
  it('lists banks and countries for provider groups', async () => {
    const banks = await api.call('GET', '/bank/getBanks', { token: tokens.backoffice });
    expect(banks.status).toBe(200);
    expect(banks.body.banks.length).toBeGreaterThanOrEqual(8);
    expect(banks.body.banks[0]).toMatchObject({ id: 1, name: 'LAFISE Costa Rica' });
    const countries = await api.call('GET', '/bank/getCountries', { token: tokens.admin });
    expect(countries.body.countries).toContainEqual({ code: 1, description: 'Costa Rica' });
  });

  it('creates, updates and deletes a bank', async () => {
    const created = await api.call('POST', '/bank/', { token: tokens.admin, body: { bank: validBank } });
    expect(created.status).toBe(200);
    const id = created.body.bank.id;
    expect(created.body.bank).toMatchObject(validBank);

    const updated = await api.call('PUT', `/bank/${id}`, { token: tokens.admin, body: { bank: { ...validBank, name: 'Banco Renombrado' } } });
    expect(updated.status).toBe(200);
    const list = await api.call('GET', '/bank/getBanks', { token: tokens.admin });
    expect(list.body.banks.find((bank: { id: number }) => bank.id === id).name).toBe('Banco Renombrado');

    const removed = await api.call('DELETE', `/bank/${id}`, { token: tokens.admin });
    expect(removed.status).toBe(200);
    const after = await api.call('GET', '/bank/getBanks', { token: tokens.admin });
    expect(after.body.banks.some((bank: { id: number }) => bank.id === id)).toBe(false);
  });

  it.each([
    ['code', { code: '' }],
    ['name', { name: '   ' }],
    ['country', { country_code: undefined }],
    ['contact emails', { emails: '' }],
    ['delivery email', { email_delivery: '' }],
    ['vault id', { vault_id: '' }],
  ])('refuses a bank without %s and stores nothing', async (_label, change) => {
    const before = await api.call('GET', '/bank/getBanks', { token: tokens.admin });
    const result = await api.call('POST', '/bank/', { token: tokens.admin, body: { bank: { ...validBank, ...change } } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Debe completar los campos requeridos.');
    const after = await api.call('GET', '/bank/getBanks', { token: tokens.admin });
    expect(after.body.banks.length).toBe(before.body.banks.length);
  });

  it('refuses malformed emails, unknown countries, duplicate codes and bodies that are not a bank', async () => {
    expect((await api.call('POST', '/bank/', { token: tokens.admin, body: { bank: { ...validBank, emails: 'no-es-correo' } } })).body.message).toBe(
      'El correo electrónico no es válido.',
    );
    expect((await api.call('POST', '/bank/', { token: tokens.admin, body: { bank: { ...validBank, country_code: 77 } } })).status).toBe(400);
    const duplicate = await api.call('POST', '/bank/', { token: tokens.admin, body: { bank: { ...validBank, code: '116' } } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Ya existe un banco con ese código.');
    expect((await api.call('POST', '/bank/', { token: tokens.admin, body: validBank })).status).toBe(400);
    expect((await api.call('POST', '/bank/', { token: tokens.admin, body: { bank: [1, 2] } })).status).toBe(400);
    expect((await api.call('POST', '/bank/', { token: tokens.admin, body: '{not json' })).status).toBe(400);
  });

  it('answers 404 for unknown or impossible ids', async () => {
    expect((await api.call('PUT', '/bank/9999', { token: tokens.admin, body: { bank: validBank } })).status).toBe(404);
    expect((await api.call('DELETE', '/bank/abc', { token: tokens.admin })).status).toBe(404);
    expect((await api.call('DELETE', '/bank/-1', { token: tokens.admin })).status).toBe(404);
  });

  it('does not delete a bank that merchants or users use', async () => {
    const result = await api.call('DELETE', '/bank/1', { token: tokens.admin });
    expect(result.status).toBe(409);
    expect(result.body.message).toMatch(/No se puede eliminar el banco/);
  });

  it.each([DEMO.merchant, DEMO.operator, DEMO.merchant2])('refuses %s on every bank endpoint', async (user) => {
    const token = await api.login(user);
    for (const [method, path, body] of [
      ['GET', '/bank/getBanks'],
      ['GET', '/bank/getCountries'],
      ['POST', '/bank/', { bank: validBank }],
      ['PUT', '/bank/2', { bank: validBank }],
      ['DELETE', '/bank/8'],
    ] as const) {
      const result = await api.call(method, path, { token, body });
      expect(result.status, `${method} ${path}`).toBe(403);
    }
    expect((await api.call('GET', '/bank/getBanks', { token: tokens.admin })).body.banks.find((b: { id: number }) => b.id === 2).name).toBe(
      'Banco Nacional de Costa Rica',
    );
  });
});
