import { describe, expect, it } from 'vitest';
import { dataUrl, pngOfSize } from '../support/imageFiles';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { backoffice: DEMO.backoffice, admin: DEMO.admin });

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let terminal = 77000000;
/** A complete, valid merchant with a terminal no other has. */
const validMerchant = (change: Record<string, unknown> = {}) => ({
  name: 'Comercio de Prueba API',
  topId: String(terminal++),
  topIdDol: '88000001',
  terminal_id: '12345',
  terminal_id_dol: '12346',
  terminalDefault: '12345',
  country_id: 1,
  merchant_code: '',
  typeLegalId: 2,
  documentNumber: '3-101-654321',
  companyTypeId: 1,
  activityCode: '552004',
  executiveId: 2,
  transactionLimit: 1000000,
  monthlyRate: 5000,
  invoiceRate: 25,
  paymentRatePercentage: 3.5,
  maxLevel: 8,
  settlementCost: '',
  bank_id: 3,
  currency_code: 188,
  topBankId: 2,
  ecomBankId: 1,
  ecomId: 'EC99999',
  hasMerchantTop: true,
  hasMerchantEcom: false,
  emailDeposit: 'depositos@prueba.cr',
  paymentEmail: 'pagos@prueba.cr',
  electronicInvoice: true,
  vat: 13,
  automatic_itbms: false,
  itbms: 13,
  simplifiedRegime: false,
  tableService: true,
  address: 'San José, Barrio Escalante, 100 m norte del parque',
  phone: '2222-3333',
  email: 'info@prueba.cr',
  image: PNG,
  ...change,
});

const create = (merchant: Record<string, unknown>, token = tokens.admin) => api.call('POST', '/merchant/', { token, body: { merchant } });
const merchantCount = () => api.store.state().merchants.length;

describe('merchant list (server paging, 15 a page, pages from 1)', () => {
  it('answers one page of 15 and the number of pages, sorted by name, to both provider groups', async () => {
    for (const token of [tokens.backoffice, tokens.admin]) {
      const first = await api.call('GET', '/merchant/getMerchants/1/15', { token });
      expect(first.status).toBe(200);
      expect(first.body.merchants).toHaveLength(15);
      expect(first.body.pages).toBe(Math.ceil(merchantCount() / 15));
      const names = first.body.merchants.map((merchant: { name: string }) => merchant.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
      expect(first.body.merchants[0]).toHaveProperty('topIdDol');
    }
  });

  it('pages through every merchant exactly once', async () => {
    const { body } = await api.call('GET', '/merchant/getMerchants/1/15', { token: tokens.admin });
    const seen: number[] = [];
    for (let page = 1; page <= body.pages; page++) {
      seen.push(...(await api.call('GET', `/merchant/getMerchants/${page}/15`, { token: tokens.admin })).body.merchants.map((m: { id: number }) => m.id));
    }
    expect(new Set(seen).size).toBe(merchantCount());
    const past = await api.call('GET', `/merchant/getMerchants/${body.pages + 1}/15`, { token: tokens.admin });
    expect(past.body).toEqual({ merchants: [], pages: body.pages });
  });

  it.each(['0/15', 'abc/15', '1/0', '1/500', '-1/15'])('refuses the page %s with a Spanish message', async (path) => {
    const result = await api.call('GET', `/merchant/getMerchants/${path}`, { token: tokens.admin });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('La página solicitada no es válida.');
  });

  it('serves the lookups: merchant types, executives, identification types with their format', async () => {
    const types = await api.call('GET', '/merchant/getMerchantTypes', { token: tokens.admin });
    expect(types.body.types).toContainEqual({ id: 1, description: 'Restaurante' });
    const executives = await api.call('GET', '/merchant/getExecutives', { token: tokens.backoffice });
    expect(executives.body.executives.length).toBeGreaterThanOrEqual(4);
    expect(executives.body.executives[0]).toEqual({ id: 1, name: expect.any(String) });
    const idTypes = await api.call('GET', '/merchant/getMerchantIdTypes', { token: tokens.admin });
    expect(idTypes.body.idTypes).toContainEqual({ id: 2, description: 'Cédula jurídica', format: '#-###-######' });
  });

  it('keeps the home panel endpoint for provider groups', async () => {
    const result = await api.call('GET', '/merchant/getWithoutITBMSConfiguration', { token: tokens.backoffice });
    expect(result.status).toBe(200);
    expect(result.body.merchants.length).toBeGreaterThan(0);
    expect(Object.keys(result.body.merchants[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('creating a merchant', () => {
  it('stores a valid merchant as active, with its code, an empty settlement cost as 0 and the document digits only', async () => {
    const result = await create(validMerchant());
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Comercio creado correctamente.');
    const merchant = result.body.merchant;
    expect(merchant).toMatchObject({ status: 'ACT', settlementCost: 0, documentNumber: '3101654321', name: 'Comercio de Prueba API' });
    expect(merchant.merchant_code).toBe(`MC${String(merchant.id).padStart(6, '0')}`);
    expect(api.store.state().merchants.find((m) => m.id === merchant.id)?.image).toBe(PNG);
  });

  it.each([
    'name', 'topId', 'address', 'activityCode', 'companyTypeId', 'transactionLimit', 'typeLegalId', 'image', 'emailDeposit',
  ])('refuses a merchant without %s (docs/spec-reference.md §5) and stores nothing', async (field) => {
    const before = merchantCount();
    const result = await create(validMerchant({ [field]: undefined }));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Debe completar los campos requeridos.');
    expect(result.body.field).toBe(field);
    expect(merchantCount()).toBe(before);
  });

  it.each([
    ['a company type of 0', { companyTypeId: 0 }, 'Debe completar los campos requeridos.'],
    ['a transaction limit of 0', { transactionLimit: 0 }, 'El límite por transacción debe ser mayor que 0.'],
    ['a terminal with letters', { topId: '12AB34' }, 'Los números de terminal solo pueden contener dígitos.'],
    ['a dollar terminal with a dash', { topIdDol: '123-45' }, 'Los números de terminal solo pueden contener dígitos.'],
    ['ITBMS 100', { itbms: 100 }, 'El ITBMS debe ser un número entre 0 y 99.'],
    ['ITBMS -1', { itbms: -1 }, 'El ITBMS debe ser un número entre 0 y 99.'],
    ['ITBMS not a number', { itbms: 'trece' }, 'El valor del campo no es válido.'],
    ['a number sent as text', { companyTypeId: '1' }, 'El valor del campo no es válido.'],
    ['a query object for a name', { name: { $gt: '' } }, 'El valor del campo no es válido.'],
    ['an address of 251 characters', { address: 'x'.repeat(251) }, 'La dirección no puede tener más de 250 caracteres.'],
    ['a commission of 120 %', { paymentRatePercentage: 120 }, 'Los porcentajes deben ser números entre 0 y 100.'],
    ['a negative settlement cost', { settlementCost: -5 }, 'Los montos y tarifas deben ser números mayores o iguales a 0.'],
    ['a malformed deposit email', { emailDeposit: 'depositos' }, 'El correo electrónico no es válido.'],
    ['a GIF logo', { image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).'],
    ['a PNG claim over JPEG bytes', { image: 'data:image/png;base64,/9j/4AAQSkZJRgABAQ==' }, 'El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).'],
    ['a logo that is a script', { image: 'javascript:alert(1)' }, 'El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).'],
    ['a document that does not fit its type', { typeLegalId: 1, documentNumber: '3-101-654321' }, 'El número de documento no coincide con el formato del tipo de identificación (#-####-####).'],
    ['an unknown company type', { companyTypeId: 99 }, 'Una de las opciones seleccionadas no es válida.'],
    ['an unknown identification type', { typeLegalId: 9 }, 'Una de las opciones seleccionadas no es válida.'],
    ['an unknown bank', { bank_id: 999 }, 'Una de las opciones seleccionadas no es válida.'],
    ['a top bank other than 1 or 2', { topBankId: 3 }, 'Una de las opciones seleccionadas no es válida.'],
    ['currency 978', { currency_code: 978 }, 'Una de las opciones seleccionadas no es válida.'],
  ])('refuses %s', async (_label, change, message) => {
    const before = merchantCount();
    const result = await create(validMerchant(change));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(merchantCount()).toBe(before);
  });

  it('refuses a logo over 500 KB, and accepts one just under', async () => {
    // a PNG's signature and IHDR (1 × 1), then filler
    const header = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ';
    const big = `data:image/png;base64,${header}${'A'.repeat(Math.ceil((500 * 1024 * 4) / 3) + 8 - header.length)}`;
    const refused = await create(validMerchant({ image: big }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El logo no puede superar 500 KB.');
    const fits = `data:image/png;base64,${header}${'A'.repeat(Math.floor((400 * 1024 * 4) / 3) - header.length - 1)}`;
    expect((await create(validMerchant({ image: fits }))).status).toBe(200);
  });

  it('refuses a logo declaring more than 4000 × 4000 pixels (a picture bomb)', async () => {
    const refused = await create(validMerchant({ image: dataUrl(pngOfSize(10_000, 10_000, { whole: true })) }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El logo no puede superar 4000 × 4000 píxeles.');
  });

  it('accepts a logo given as the address of a png/jpg/jpeg image', async () => {
    expect((await create(validMerchant({ image: '/logos/3.png' }))).status).toBe(200);
    expect((await create(validMerchant({ image: 'https://cdn.example.cr/logos/casa.JPEG' }))).status).toBe(200);
    expect((await create(validMerchant({ image: '/logos/3.svg' }))).status).toBe(400);
  });

  it('refuses a terminal or merchant code another merchant has (409)', async () => {
    const taken = api.store.state().merchants[4];
    const terminalTaken = await create(validMerchant({ topId: taken.topId }));
    expect(terminalTaken.status).toBe(409);
    expect(terminalTaken.body.message).toBe('Ya existe un comercio con ese número de terminal.');
    const codeTaken = await create(validMerchant({ merchant_code: taken.merchant_code.toLowerCase() }));
    expect(codeTaken.status).toBe(409);
  });

  it('refuses bodies that are not a wrapped merchant', async () => {
    expect((await api.call('POST', '/merchant/', { token: tokens.admin, body: validMerchant() })).status).toBe(400);
    expect((await api.call('POST', '/merchant/', { token: tokens.admin, body: { merchant: [1] } })).status).toBe(400);
    expect((await api.call('POST', '/merchant/', { token: tokens.admin, body: '{"merchant":' })).status).toBe(400);
    const before = merchantCount();
    expect((await create(validMerchant({ name: { $gt: '' } }))).status).toBe(400);
    expect((await create(validMerchant({ address: ['a', 'b'] }))).status).toBe(400);
    expect(merchantCount()).toBe(before);
  });
});

describe('updating, suspending and activating a merchant', () => {
  it('updates the fields but keeps identification type, document number and status', async () => {
    const { body } = await create(validMerchant({ name: 'Antes de editar' }));
    const id = body.merchant.id;
    await api.call('POST', `/merchant/suspend/${id}`, { token: tokens.admin });
    const result = await api.call('PUT', `/merchant/${id}`, {
      token: tokens.backoffice,
      body: { merchant: { ...body.merchant, name: 'Después de editar', typeLegalId: 1, documentNumber: '1-1111-1111', status: 'ACT', itbms: null } },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Comercio actualizado correctamente');
    expect(result.body.merchant).toMatchObject({ id, name: 'Después de editar', typeLegalId: 2, documentNumber: '3101654321', status: 'INA', itbms: null });
  });

  it('refuses an invalid update and changes nothing', async () => {
    const { body } = await create(validMerchant({ name: 'Sin cambios' }));
    const result = await api.call('PUT', `/merchant/${body.merchant.id}`, { token: tokens.admin, body: { merchant: { ...body.merchant, address: '' } } });
    expect(result.status).toBe(400);
    expect(api.store.state().merchants.find((m) => m.id === body.merchant.id)?.address).toBe(body.merchant.address);
  });

  it('suspends (INA) and activates (ACT) a merchant', async () => {
    const suspended = await api.call('POST', '/merchant/suspend/10', { token: tokens.backoffice });
    expect(suspended.status).toBe(200);
    expect(suspended.body.merchant.status).toBe('INA');
    expect(api.store.state().merchants.find((m) => m.id === 10)?.status).toBe('INA');
    const activated = await api.call('POST', '/merchant/activate/10', { token: tokens.admin });
    expect(activated.body.merchant.status).toBe('ACT');
  });

  it.each([
    ['PUT', '/merchant/9999'],
    ['POST', '/merchant/suspend/9999'],
    ['POST', '/merchant/activate/0'],
    ['DELETE', '/merchant/abc'],
    ['DELETE', '/merchant/9999'],
  ])('answers 404 to %s %s', async (method, path) => {
    const result = await api.call(method, path, { token: tokens.admin, body: method === 'PUT' ? { merchant: validMerchant() } : undefined });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('El registro solicitado no existe.');
  });
});

describe('deleting a merchant', () => {
  it('refuses a merchant with users, accounts and transactions, saying why', async () => {
    const result = await api.call('DELETE', '/merchant/2', { token: tokens.admin });
    expect(result.status).toBe(409);
    expect(result.body.message).toBe('No se puede eliminar el comercio porque tiene usuarios, cuentas bancarias y transacciones. Puede suspenderlo en su lugar.');
    expect(api.store.state().merchants.some((m) => m.id === 2)).toBe(true);
  });

  it('refuses while the merchant has a bank account, deletes it (and its tariffs) once the account is gone', async () => {
    const { body } = await create(validMerchant({ name: 'Para eliminar' }));
    const id = body.merchant.id;
    const account = { merchantId: id, currencyId: 188, countryId: 1, bankCode: 3, accountTypeId: 1, ibanAccount: 'CR05015202001026284066', accountName: 'Para eliminar' };
    expect((await api.call('POST', '/merchantAccount/', { token: tokens.admin, body: { merchantAccount: account } })).status).toBe(200);
    const tariff = { merchantId: id, paymentTypeId: 1, brandId: 1, bankId: 1, currencyId: 188, channelId: 1, description: 'x', commission: 3, advanceRent: 0, service: 0 };
    expect((await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff } })).status).toBe(200);

    const refused = await api.call('DELETE', `/merchant/${id}`, { token: tokens.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede eliminar el comercio porque tiene cuentas bancarias. Puede suspenderlo en su lugar.');

    expect((await api.call('DELETE', `/merchantAccount/188/${id}`, { token: tokens.admin })).status).toBe(200);
    const deleted = await api.call('DELETE', `/merchant/${id}`, { token: tokens.backoffice });
    expect(deleted.status).toBe(200);
    expect(api.store.state().merchants.some((m) => m.id === id)).toBe(false);
    expect((api.store.state().tariffs as { merchantId: number }[]).some((t) => t.merchantId === id)).toBe(false);
  });
});

describe('who may use the merchant endpoints', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/merchant/getMerchants/1/15'],
    ['GET', '/merchant/getMerchantTypes'],
    ['GET', '/merchant/getExecutives'],
    ['GET', '/merchant/getMerchantIdTypes'],
    ['GET', '/merchant/getWithoutITBMSConfiguration'],
    ['POST', '/merchant/', { merchant: validMerchant() }],
    ['PUT', '/merchant/2', { merchant: validMerchant() }],
    ['POST', '/merchant/suspend/2'],
    ['POST', '/merchant/activate/3'],
    ['DELETE', '/merchant/45'],
  ];

  it.each([DEMO.merchant, DEMO.merchant2, DEMO.operator])('refuses %s on every merchant endpoint (403) and changes nothing', async (user) => {
    const token = await api.login(user);
    const before = JSON.stringify(api.store.state().merchants);
    for (const [method, path, body] of endpoints) {
      const result = await api.call(method, path, { token, body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.message).toBe('No tiene permisos para realizar esta acción.');
    }
    expect(JSON.stringify(api.store.state().merchants)).toBe(before);
  });

  it('refuses a temporary-password session and a missing token', async () => {
    const temporary = await api.login(DEMO.temporary);
    expect((await api.call('GET', '/merchant/getMerchants/1/15', { token: temporary })).status).toBe(403);
    expect((await api.call('GET', '/merchant/getMerchants/1/15')).status).toBe(401);
  });
});
