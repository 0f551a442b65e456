import { describe, expect, it } from 'vitest';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { backoffice: DEMO.backoffice, admin: DEMO.admin });

// merchant 12 with a key no seeded tariff has (Prepago, American Express, e-commerce link)
const validTariff = (change: Record<string, unknown> = {}) => ({
  merchantId: 12,
  paymentTypeId: 4,
  brandId: 3,
  bankId: 2,
  currencyId: 188,
  channelId: 3,
  description: 'Prepago AMEX enlace',
  commission: 4.5,
  advanceRent: 1,
  service: 0.25,
  commission_int: 7,
  ...change,
});
const stored = () => api.store.state().tariffs as Record<string, unknown>[];

describe('tariff catalogs and list', () => {
  it('serves the catalogs as code and description', async () => {
    const { status, body } = await api.call('GET', '/tariff/getCatalogsForTariffs', { token: tokens.admin });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['banks', 'brands', 'channels', 'currencies', 'paymentTypes']);
    expect(body.currencies).toEqual([
      { code: 188, description: 'Colones (CRC)' },
      { code: 840, description: 'Dólares (USD)' },
    ]);
    expect(body.banks[0]).toEqual({ code: 1, description: 'LAFISE Costa Rica' });
    expect(body.brands).toContainEqual({ code: 1, description: 'VISA' });
  });

  it("lists only that merchant's tariffs", async () => {
    const { status, body } = await api.call('GET', '/tariff/getTariffs/2', { token: tokens.backoffice });
    expect(status).toBe(200);
    expect(body.tariffs.length).toBeGreaterThanOrEqual(4);
    expect(body.tariffs.every((tariff: { merchantId: number }) => tariff.merchantId === 2)).toBe(true);
    expect(body.tariffs[0]).toMatchObject({ commission_int: 0, currencyId: 188 });
  });

  it('answers 404 for an unknown merchant', async () => {
    expect((await api.call('GET', '/tariff/getTariffs/9999', { token: tokens.admin })).status).toBe(404);
    expect((await api.call('GET', '/tariff/getTariffs/x', { token: tokens.admin })).status).toBe(404);
  });
});

describe('creating, updating and deleting a tariff', () => {
  it('creates a tariff with commission_int 0, refuses the same key again (409), updates and deletes it', async () => {
    const created = await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff: validTariff() } });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Tarifa creada correctamente.');
    expect(created.body.tariff).toMatchObject({ ...validTariff(), commission_int: 0 });

    const count = stored().length;
    const duplicate = await api.call('POST', '/tariff/', { token: tokens.backoffice, body: { tariff: validTariff({ description: 'Otra', commission: 2 }) } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Ya existe una tarifa para este comercio con el mismo tipo de pago, marca, banco, moneda y canal.');
    expect(stored().length).toBe(count);

    // the same choices in dollars are another tariff
    expect((await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ currencyId: 840 }) } })).status).toBe(200);

    const updated = await api.call('PUT', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ description: 'Prepago AMEX (nuevo)', commission: 5 }) } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Tarifa actualizada correctamente.');
    expect(stored().find((t) => t.merchantId === 12 && t.brandId === 3 && t.currencyId === 188 && t.channelId === 3)).toMatchObject({
      description: 'Prepago AMEX (nuevo)',
      commission: 5,
    });

    const key = { merchantId: 12, paymentTypeId: 4, brandId: 3, bankId: 2, currencyId: 188, channelId: 3 };
    const deleted = await api.call('POST', '/tariff/delete', { token: tokens.admin, body: key });
    expect(deleted.status).toBe(200);
    expect((await api.call('POST', '/tariff/delete', { token: tokens.admin, body: key })).status).toBe(404);
    expect((await api.call('POST', '/tariff/delete', { token: tokens.admin, body: { tariff: { ...key, currencyId: 840 } } })).status).toBe(200);
  });

  it('answers 404 when updating a tariff that does not exist', async () => {
    const result = await api.call('PUT', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ channelId: 4 }) } });
    expect(result.status).toBe(404);
  });

  it.each([
    ['without a payment type', { paymentTypeId: 0 }, 'Debe completar los campos requeridos.'],
    ['without a brand', { brandId: '' }, 'El valor del campo no es válido.'],
    ['without a bank', { bankId: null }, 'Debe completar los campos requeridos.'],
    ['without a currency', { currencyId: undefined }, 'Debe completar los campos requeridos.'],
    ['without a channel', { channelId: 0 }, 'Debe completar los campos requeridos.'],
    ['without a description', { description: '  ' }, 'Debe completar los campos requeridos.'],
    ['with an empty text as commission', { commission: '' }, 'El valor del campo no es válido.'],
    ['without advance rent', { advanceRent: null }, 'Debe completar los campos requeridos.'],
    ['without service', { service: undefined }, 'Debe completar los campos requeridos.'],
    ['with a commission over 100', { commission: 100.5 }, 'Los porcentajes deben ser números entre 0 y 100.'],
    ['with a negative service', { service: -1 }, 'Los porcentajes deben ser números entre 0 y 100.'],
    ['with an unknown brand', { brandId: 9 }, 'Una de las opciones seleccionadas no es válida.'],
    ['with an unknown bank', { bankId: 999 }, 'Una de las opciones seleccionadas no es válida.'],
    ['with currency 978', { currencyId: 978 }, 'Una de las opciones seleccionadas no es válida.'],
  ])('refuses a tariff %s and stores nothing', async (_label, change, message) => {
    const count = stored().length;
    const result = await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ channelId: 4, ...change }) } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(stored().length).toBe(count);
  });

  it('refuses fields that are objects or arrays', async () => {
    const result = await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ channelId: 4, description: { text: 'x' } }) } });
    expect(result.status).toBe(400);
    expect((await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ channelId: 4, commission: [3] }) } })).status).toBe(400);
  });

  it('answers 404 for a tariff of an unknown merchant', async () => {
    expect((await api.call('POST', '/tariff/', { token: tokens.admin, body: { tariff: validTariff({ merchantId: 9999 }) } })).status).toBe(404);
  });
});

describe('who may use the tariff endpoints', () => {
  it.each([DEMO.merchant, DEMO.merchant2, DEMO.operator])('refuses %s everywhere (403), even for its own merchant', async (user) => {
    const token = await api.login(user);
    const count = stored().length;
    for (const [method, path, body] of [
      ['GET', '/tariff/getCatalogsForTariffs'],
      ['GET', '/tariff/getTariffs/2'],
      ['POST', '/tariff/', { tariff: validTariff({ merchantId: 2 }) }],
      ['PUT', '/tariff/', { tariff: validTariff({ merchantId: 2 }) }],
      ['POST', '/tariff/delete', { merchantId: 2, paymentTypeId: 1, brandId: 1, bankId: 1, currencyId: 188, channelId: 1 }],
    ] as const) {
      expect((await api.call(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
    expect(stored().length).toBe(count);
  });
});
