import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import type { Merchant } from '../../mock-api/storage/records';
import type { TableRecord } from '../../mock-api/storage/restaurantRecords';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { messages } from '../../src/domain/messages';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * The merchant's fiscal identity: saved from company settings (its own merchant only) and
 * from the provider's merchant form, refused in Spanish without a change when it does not fit, read
 * by the next tiquete; the address's list served to the screens that need it.
 */
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, other: DEMO.merchant2, admin: DEMO.admin, operator: DEMO.operator });
const casona = () => api.store.state().merchants.find((merchant) => merchant.id === 2) as Merchant;

const settingsBody = (fiscal: object | null, extra: Record<string, unknown> = {}) => {
  const { simplifiedRegime, tableService, electronicInvoice, activityCode } = casona();
  return { merchant: { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal, ...extra } };
};

describe('GET /locations/', () => {
  it('lists provinces, cantons and districts with their codes, the newest cantons too', async () => {
    const answer = await api.call('GET', '/locations/', { token: tokens.merchant });
    expect(answer.status).toBe(200);
    const provinces = answer.body.provinces as { code: number; name: string; cantons: { code: number; name: string; districts: { code: number; name: string }[] }[] }[];
    expect(provinces.map((province) => province.name)).toEqual(['San José', 'Alajuela', 'Cartago', 'Heredia', 'Guanacaste', 'Puntarenas', 'Limón']);
    const alajuela = provinces[1].cantons;
    expect(alajuela.find((canton) => canton.code === 16)).toMatchObject({ name: 'Río Cuarto', districts: [{ code: 1 }, { code: 2 }, { code: 3 }] });
    expect(provinces[5].cantons.map((canton) => canton.name)).toEqual(expect.arrayContaining(['Monteverde', 'Puerto Jiménez']));
    expect((await api.call('GET', '/locations/', { token: tokens.admin })).status).toBe(200);
    // the operators have neither company settings nor the merchant form
    expect((await api.call('GET', '/locations/', { token: tokens.operator })).status).toBe(403);
    expect((await api.call('GET', '/locations/')).status).toBe(401);
  });
});

describe('GET /activities/', () => {
  it("lists Hacienda's economic activities, the demo restaurants' among them, to the screens that set the code", async () => {
    const answer = await api.call('GET', '/activities/', { token: tokens.merchant });
    expect(answer.status).toBe(200);
    const activities = answer.body.activities as { code: string; description: string }[];
    expect(activities.length).toBeGreaterThan(700);
    expect(activities.every((activity) => /^\d{6}$/.test(activity.code) && activity.description !== '')).toBe(true);
    expect(activities.find((activity) => activity.code === casona().activityCode)?.description).toBe('SERVICIO DE RESTAURANTE, CAFETERIAS, SODAS Y OTROS EXPENDIOS DE COMIDA');
    expect((await api.call('GET', '/activities/', { token: tokens.admin })).status).toBe(200);
    expect((await api.call('GET', '/activities/', { token: tokens.operator })).status).toBe(403);
    expect((await api.call('GET', '/activities/')).status).toBe(401);
  });
});

describe('company settings: the fiscal identity', () => {
  it('saves a new address and identity; the next tiquete names it', async () => {
    const fiscal = { ...casona().fiscal!, commercialName: 'La Casona', province: 2, canton: 16, district: 2, otherSigns: 'Frente a la plaza de Santa Rita', establishment: '002', terminal: '00003' };
    const saved = await api.call('PUT', '/merchant/config/2', { token: tokens.merchant, body: settingsBody(fiscal, { activityCode: '552002' }) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.merchant).toMatchObject({ activityCode: '552002', fiscal: { province: 2, canton: 16, district: 2, establishment: '002' } });
    expect(casona()).toMatchObject({ activityCode: '552002', fiscal: { commercialName: 'La Casona', terminal: '00003' } });

    const table = (api.store.state().tables as TableRecord[]).find((candidate) => candidate.merchant_id === 2)!;
    const product = (api.store.state().products as { id: number; merchant_id: number; available: number }[]).find((candidate) => candidate.merchant_id === 2 && candidate.available > 0)!;
    const placed = await api.call('POST', '/order/external', { body: { order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false }, token: table.token } });
    const paid = await api.call('POST', '/order/pay/external', { body: { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } } });
    expect(paid.status, paid.text).toBe(200);
    const xml = new DOMParser().parseFromString((await api.call('GET', `/invoice/${paid.body.voucherId}/xml`)).text, 'text/xml');
    const text = (name: string) => xml.getElementsByTagName(name)[0]?.textContent;
    expect(text('NombreComercial')).toBe('La Casona');
    expect(text('Canton')).toBe('16');
    expect(text('OtrasSenas')).toBe('Frente a la plaza de Santa Rita');
    expect(text('CodigoActividadEmisor')).toBe('552002');
    expect(text('NumeroConsecutivo')?.slice(0, 8)).toBe('00200003');
    expect(text('ProveedorSistemas')).toBe('3101123456');
  });

  it('refuses, in Spanish and without a change, what does not fit', async () => {
    const before = JSON.stringify(casona());
    const fiscal = casona().fiscal!;
    const cases: [object | null, Record<string, unknown>, string][] = [
      [{ ...fiscal, identificationNumber: '31011' }, {}, fiscalMessages.identificationNumber('cédula jurídica', '10 dígitos')],
      [{ ...fiscal, district: 9 }, {}, fiscalMessages.location],
      [{ ...fiscal, terminal: '1' }, {}, fiscalMessages.terminal],
      [{ ...fiscal, email: 'facturas' }, {}, messages.invalidEmail],
      [{ ...fiscal, legalName: '' }, {}, messages.requiredFields],
      [fiscal, { activityCode: '5610' }, fiscalMessages.activityCode],
      // six digits, but no activity of Hacienda's list (mock-api/activities/activities.tsv)
      [fiscal, { activityCode: '561001' }, fiscalMessages.unknownActivity],
      [fiscal, { electronicInvoice: 'true' }, 'El valor del campo no es válido.'],
    ];
    for (const [body, extra, message] of cases) {
      const refused = await api.call('PUT', '/merchant/config/2', { token: tokens.merchant, body: settingsBody(body, extra) });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(JSON.stringify(casona())).toBe(before);
  });

  it('is neither read nor changed by another merchant', async () => {
    const before = JSON.stringify(casona());
    expect((await api.call('PUT', '/merchant/config/2', { token: tokens.other, body: settingsBody(casona().fiscal!) })).status).toBe(404);
    expect(JSON.stringify(casona())).toBe(before);
  });

  it('switches electronic invoicing off and clears the identity when the section is emptied', async () => {
    const fiscal = casona().fiscal!;
    const cleared = await api.call('PUT', '/merchant/config/2', { token: tokens.merchant, body: settingsBody({ legalName: '', province: null }, { electronicInvoice: false }) });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.merchant).toMatchObject({ electronicInvoice: false, fiscal: null });
    expect(casona().fiscal).toBeUndefined();
    const restored = await api.call('PUT', '/merchant/config/2', { token: tokens.merchant, body: settingsBody(fiscal, { electronicInvoice: true }) });
    expect(restored.status).toBe(200);
    expect(casona().fiscal).toEqual(fiscal);
  });
});

describe("the provider's merchant form: the same fiscal identity", () => {
  it('edits it with the merchant, refuses it by the same rule, keeps it when not sent', async () => {
    const stored: Partial<Merchant> = { ...casona() };
    delete stored.id;
    delete stored.status;
    const fiscal = { ...stored.fiscal!, otherSigns: 'Otras señas desde el formulario del proveedor' };
    const saved = await api.call('PUT', '/merchant/2', { token: tokens.admin, body: { merchant: { ...stored, fiscal } } });
    expect(saved.status, saved.text).toBe(200);
    expect(casona().fiscal?.otherSigns).toBe('Otras señas desde el formulario del proveedor');
    const refused = await api.call('PUT', '/merchant/2', { token: tokens.admin, body: { merchant: { ...stored, fiscal: { ...fiscal, establishment: '1000' } } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.any(String), field: 'fiscal.establishment' });
    expect(casona().fiscal?.establishment).toBe(fiscal.establishment);
    // the merchant form's activity code: one of Hacienda's list, as in company settings
    const unlisted = await api.call('PUT', '/merchant/2', { token: tokens.admin, body: { merchant: { ...stored, fiscal, activityCode: '561001' } } });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body).toMatchObject({ message: fiscalMessages.unknownActivity, field: 'activityCode' });
    expect(casona().activityCode).toBe(stored.activityCode);
    const withoutFiscal = { ...stored };
    delete withoutFiscal.fiscal;
    expect((await api.call('PUT', '/merchant/2', { token: tokens.admin, body: { merchant: withoutFiscal } })).status).toBe(200);
    expect(casona().fiscal).toEqual(fiscal);
  });
});
