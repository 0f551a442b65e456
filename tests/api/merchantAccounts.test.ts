import { beforeAll, describe, expect, it } from 'vitest';
import { costaRicaIban } from '../../src/domain/iban';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

let merchantId: number;

const api = apiForFile();
const tokens = signedIn(api, { backoffice: DEMO.backoffice, admin: DEMO.admin });
beforeAll(async () => {
  // a merchant with no dollar account yet
  const accounts = api.store.state().merchantAccounts as { merchantId: number; currencyId: number }[];
  merchantId = api.store.state().merchants.find((m) => !accounts.some((a) => a.merchantId === m.id && a.currencyId === 840))!.id;
});

/** The example IBAN of the Costa Rican banking system (BCR): check digits 05. */
const KNOWN_IBAN = 'CR05015202001026284066';

const validAccount = (change: Record<string, unknown> = {}) => ({
  merchantId,
  currencyId: 840,
  countryId: 1,
  bankCode: 3,
  accountTypeId: 1,
  ibanAccount: 'CR05 0152 0200 1026 2840 66',
  accountName: 'Cuenta en dólares',
  ...change,
});
const stored = () => api.store.state().merchantAccounts as Record<string, unknown>[];

describe('account catalogs and list', () => {
  it('serves countries, currencies, banks and account types', async () => {
    const { status, body } = await api.call('GET', '/merchantAccount/getCatalogsForMerchantAccounts', { token: tokens.backoffice });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['accountTypes', 'banks', 'countries', 'currencies']);
    expect(body.countries).toContainEqual({ code: 1, description: 'Costa Rica' });
    expect(body.accountTypes).toContainEqual({ code: 1, description: 'Cuenta corriente' });
  });

  it("lists a merchant's accounts, whose seeded IBANs are valid Costa Rican IBANs", async () => {
    const { body } = await api.call('GET', '/merchantAccount/getMerchantAccounts/2', { token: tokens.admin });
    expect(body.merchantAccounts.length).toBeGreaterThanOrEqual(1);
    for (const account of body.merchantAccounts) {
      expect(account.merchantId).toBe(2);
      expect(account.ibanAccount).toMatch(/^CR\d{20}$/);
    }
    expect((await api.call('GET', '/merchantAccount/getMerchantAccounts/9999', { token: tokens.admin })).status).toBe(404);
  });
});

describe('creating, updating and deleting an account', () => {
  it('creates one account per merchant and currency, stores the IBAN without spaces, updates and deletes it', async () => {
    const created = await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount() } });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Cuenta creada correctamente.');
    expect(created.body.merchantAccount.ibanAccount).toBe(KNOWN_IBAN);

    const count = stored().length;
    const second = await api.call('POST', '/merchantAccount/', { token: tokens.backoffice, body: { merchantAccount: validAccount({ accountName: 'Otra' }) } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('El comercio ya tiene una cuenta en esa moneda.');
    expect(stored().length).toBe(count);

    const iban = costaRicaIban('151', '12345678901234');
    const updated = await api.call('PUT', '/merchantAccount/', {
      token: tokens.admin,
      body: { merchantAccount: validAccount({ ibanAccount: iban, bankCode: 2, accountTypeId: 2, accountName: 'Ahorros USD' }) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Cuenta actualizada correctamente.');
    expect(stored().find((a) => a.merchantId === merchantId && a.currencyId === 840)).toMatchObject({ ibanAccount: iban, bankCode: 2, accountName: 'Ahorros USD' });

    expect((await api.call('DELETE', `/merchantAccount/840/${merchantId}`, { token: tokens.admin })).status).toBe(200);
    expect(stored().some((a) => a.merchantId === merchantId && a.currencyId === 840)).toBe(false);
    expect((await api.call('DELETE', `/merchantAccount/840/${merchantId}`, { token: tokens.admin })).status).toBe(404);
  });

  it('answers 404 for an update or delete of an account that does not exist, or an unknown merchant', async () => {
    expect((await api.call('PUT', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount() } })).status).toBe(404);
    expect((await api.call('DELETE', '/merchantAccount/188/9999', { token: tokens.admin })).status).toBe(404);
    expect((await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount({ merchantId: 9999 }) } })).status).toBe(404);
  });

  it.each([
    ['a Costa Rican IBAN with a wrong check digit', { ibanAccount: 'CR06015202001026284066' }, 'Los dígitos de control de la cuenta IBAN no son válidos.'],
    ['a Costa Rican IBAN with a swapped pair of digits', { ibanAccount: 'CR05015202001026284606' }, 'Los dígitos de control de la cuenta IBAN no son válidos.'],
    ['a Costa Rican IBAN one digit short', { ibanAccount: 'CR0501520200102628406' }, 'La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.'],
    ['a Costa Rican account with a Spanish IBAN', { ibanAccount: 'ES9121000418450200051332' }, 'La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.'],
    ['an IBAN with letters where digits go', { ibanAccount: 'CR05O152O2OO1O26284O66' }, 'La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.'],
    ['a malformed foreign IBAN', { countryId: 4, ibanAccount: 'GT12' }, 'La cuenta IBAN debe tener dos letras de país, dos dígitos de control y de 11 a 30 letras o dígitos.'],
    ['a foreign IBAN with wrong check digits', { countryId: 4, ibanAccount: 'GT83TRAJ01020000001210029690' }, 'Los dígitos de control de la cuenta IBAN no son válidos.'],
    ['no IBAN', { ibanAccount: '' }, 'Debe completar los campos requeridos.'],
    ['no account name', { accountName: ' ' }, 'Debe completar los campos requeridos.'],
    ['no account type', { accountTypeId: 0 }, 'Debe completar los campos requeridos.'],
    ['no bank', { bankCode: undefined }, 'Debe completar los campos requeridos.'],
    ['a bank code as text', { bankCode: '' }, 'El valor del campo no es válido.'],
    ['no country', { countryId: null }, 'Debe completar los campos requeridos.'],
    ['an unknown country', { countryId: 99 }, 'Una de las opciones seleccionadas no es válida.'],
    ['an unknown account type', { accountTypeId: 7 }, 'Una de las opciones seleccionadas no es válida.'],
    ['currency 978', { currencyId: 978 }, 'Una de las opciones seleccionadas no es válida.'],
  ])('refuses %s and stores nothing', async (_label, change, message) => {
    const count = stored().length;
    const result = await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount(change) } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(stored().length).toBe(count);
  });

  it("refuses a Costa Rican IBAN of another bank than the one chosen, on create and on update", async () => {
    // a valid IBAN of BAC Credomatic (IBAN code 102) filed under Banco de Costa Rica (bank 3, code 152)
    const bacIban = costaRicaIban('102', '20010262840');
    const count = stored().length;
    const refused = await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount({ ibanAccount: bacIban }) } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('La cuenta IBAN no pertenece al banco seleccionado (Banco de Costa Rica).');
    expect(stored().length).toBe(count);
    // under its own bank it is accepted; then an update moving it to another bank is refused
    expect((await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount({ bankCode: 4, ibanAccount: bacIban }) } })).status).toBe(200);
    const moved = await api.call('PUT', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount({ bankCode: 2, ibanAccount: bacIban }) } });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('La cuenta IBAN no pertenece al banco seleccionado (Banco Nacional de Costa Rica).');
    expect(stored().find((account) => account.merchantId === merchantId && account.currencyId === 840)?.bankCode).toBe(4);
    await api.call('DELETE', `/merchantAccount/840/${merchantId}`, { token: tokens.admin });
  });

  it("gives the form each bank's IBAN code with the catalog", async () => {
    const { body } = await api.call('GET', '/merchantAccount/getCatalogsForMerchantAccounts', { token: tokens.backoffice });
    expect(body.banks).toContainEqual({ code: 3, description: 'Banco de Costa Rica', ibanCode: '152' });
  });

  it('refuses fields that are objects or arrays', async () => {
    const result = await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: validAccount({ ibanAccount: ['CR05015202001026284066'] }) } });
    expect(result.status).toBe(400);
  });

  it('accepts a valid foreign IBAN for an account in another country', async () => {
    const result = await api.call('POST', '/merchantAccount/', {
      token: tokens.admin,
      body: { merchantAccount: validAccount({ countryId: 4, ibanAccount: 'GT82TRAJ01020000001210029690' }) },
    });
    expect(result.status).toBe(200);
    await api.call('DELETE', `/merchantAccount/840/${merchantId}`, { token: tokens.admin });
  });
});

describe('who may use the account endpoints', () => {
  it.each([DEMO.merchant, DEMO.merchant2, DEMO.operator])('refuses %s everywhere (403), even for its own merchant', async (user) => {
    const token = await api.login(user);
    const before = JSON.stringify(stored());
    for (const [method, path, body] of [
      ['GET', '/merchantAccount/getCatalogsForMerchantAccounts'],
      ['GET', '/merchantAccount/getMerchantAccounts/2'],
      ['POST', '/merchantAccount/', { merchantAccount: validAccount({ merchantId: 2 }) }],
      ['PUT', '/merchantAccount/', { merchantAccount: validAccount({ merchantId: 2, currencyId: 188 }) }],
      ['DELETE', '/merchantAccount/188/2'],
    ] as const) {
      expect((await api.call(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
    expect(JSON.stringify(stored())).toBe(before);
  });
});
