import { beforeAll, describe, expect, it } from 'vitest';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { floorMessages } from '../../src/domain/floorMessages';
import { messages } from '../../src/domain/messages';
import { changedCollections, storeSnapshot } from '../support/storeSnapshot';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * The restaurant floor over HTTP: sections, tables and their QR codes, printers, waiters,
 * suppliers and company settings. Happy paths, each validation rule with its Spanish text
 * (nothing stored when refused), and scoping: another merchant's records are 404 whatever id,
 * filter or body is sent; the operator manages the floor but not the company settings.
 */
let state: StateWithRestaurant;
const CASONA = 2;
const GUANACASTECO = 3;

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2, admin: DEMO.admin });
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
});

/** Calls a write that must be refused with `status` and `message`, and checks that nothing was stored. */
const refused = async (method: string, path: string, token: string, body: unknown, status: number, message?: string) => {
  const before = storeSnapshot(api.store.state());
  const result = await api.call(method, path, { token, body });
  expect(result.status, result.text).toBe(status);
  if (message) expect(result.body.message).toBe(message);
  expect(changedCollections(before, storeSnapshot(api.store.state()))).toEqual([]);
  return result;
};
const otherSection = () => state.sections.find((section) => section.merchant_id === GUANACASTECO)!;
const otherTable = () => state.tables.find((table) => table.merchant_id === GUANACASTECO)!;

describe('seeded floor', () => {
  it('gives each demo restaurant 3+ sections, 12+ tables, a printer at each location (Cocina, Cajas, Barra), 4+ waiters and 5+ suppliers', () => {
    for (const id of [CASONA, GUANACASTECO]) {
      expect(state.sections.filter((row) => row.merchant_id === id).length).toBeGreaterThanOrEqual(3);
      expect(state.tables.filter((row) => row.merchant_id === id).length).toBeGreaterThanOrEqual(12);
      expect(state.printers.filter((row) => row.merchant_id === id).map((row) => row.typeId).sort()).toEqual([1, 2, 3]);
      expect(state.waiters.filter((row) => row.merchant_id === id).length).toBeGreaterThanOrEqual(4);
      expect(state.suppliers.filter((row) => row.merchant_id === id).length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('sections', () => {
  it('creates, lists, updates and deletes a section of the caller’s merchant (a body’s merchant_id is ignored)', async () => {
    const created = await api.call('POST', '/section/', { token: tokens.merchant, body: { section: { name: 'Jardín', description: 'Mesas del jardín', status: 'ACT', merchant_id: GUANACASTECO } } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.message).toBe('Sección creada correctamente.');
    expect(created.body.section).toEqual({ id: expect.any(Number), name: 'Jardín', description: 'Mesas del jardín', status: 'ACT' });
    const id = created.body.section.id;
    expect(state.sections.find((section) => section.id === id)!.merchant_id).toBe(CASONA);

    const listed = await api.call('GET', '/section/getSections', { token: tokens.operator });
    expect(listed.body.sections.map((section: { id: number }) => section.id)).toContain(id);
    const other = await api.call('GET', '/section/getSections', { token: tokens.merchant2 });
    expect(other.body.sections.map((section: { id: number }) => section.id)).not.toContain(id);

    const updated = await api.call('PUT', `/section/${id}`, { token: tokens.operator, body: { section: { name: 'Jardín techado', description: '', status: 'INA' } } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Sección actualizada correctamente');
    expect(updated.body.section).toMatchObject({ name: 'Jardín techado', status: 'INA' });

    expect((await api.call('DELETE', `/section/${id}`, { token: tokens.merchant })).status).toBe(200);
    expect(state.sections.some((section) => section.id === id)).toBe(false);
  });

  it('refuses a missing name or status, and an unknown status, in Spanish', async () => {
    await refused('POST', '/section/', tokens.merchant, { section: { name: '', status: 'ACT' } }, 400, messages.requiredFields);
    await refused('POST', '/section/', tokens.merchant, { section: { name: 'Patio' } }, 400, messages.requiredFields);
    await refused('POST', '/section/', tokens.merchant, { section: { name: 'Patio', status: 'ABIERTA' } }, 400, floorMessages.sectionStatus);
  });

  it('refuses to delete a section that still has tables, saying why', async () => {
    const section = state.sections.find((candidate) => candidate.merchant_id === CASONA && state.tables.some((table) => table.sectionId === candidate.id))!;
    const count = state.tables.filter((table) => table.sectionId === section.id).length;
    const result = await refused('DELETE', `/section/${section.id}`, tokens.merchant, undefined, 409, floorMessages.sectionHasTables(count));
    expect(result.body.message).toMatch(/^No se puede eliminar la sección porque tiene \d+ mesas asignadas\./);
  });

  it('answers another merchant’s section as if it did not exist', async () => {
    await refused('PUT', `/section/${otherSection().id}`, tokens.merchant, { section: { name: 'Mía', status: 'ACT' } }, 404);
    await refused('DELETE', `/section/${otherSection().id}`, tokens.operator, undefined, 404);
    await refused('PUT', '/section/999999', tokens.merchant, { section: { name: 'Mía', status: 'ACT' } }, 404);
  });
});

describe('tables', () => {
  it('creates a table with a fresh token, keeps the token on edit, and moves it between own sections', async () => {
    const [first, second] = state.sections.filter((section) => section.merchant_id === CASONA);
    const created = await api.call('POST', '/table/', { token: tokens.operator, body: { table: { name: 'Mesa 40', sectionId: first.id, token: 'A'.repeat(22), merchant_id: GUANACASTECO } } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.message).toBe('Mesa creada correctamente.');
    expect(created.body.table).toEqual({ id: expect.any(Number), name: 'Mesa 40', sectionId: first.id, section: { id: first.id, name: first.name } });
    const id = created.body.table.id;
    const stored = state.tables.find((table) => table.id === id)!;
    expect(stored.merchant_id).toBe(CASONA);
    // the body's token is not read: 128 random bits from the server
    expect(stored.token).not.toBe('A'.repeat(22));
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const token = stored.token;

    const moved = await api.call('PUT', `/table/${id}`, { token: tokens.merchant, body: { table: { name: 'Mesa 40', sectionId: second.id } } });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Mesa actualizada correctamente');
    expect(moved.body.table.section).toEqual({ id: second.id, name: second.name });
    expect(state.tables.find((table) => table.id === id)!.token).toBe(token);

    const menu = await api.call('GET', `/menu/getMenuQR/${token}`);
    expect(menu.status).toBe(200);
    expect(menu.body.table).toMatchObject({ id, name: 'Mesa 40' });

    expect((await api.call('DELETE', `/table/${id}`, { token: tokens.merchant })).status).toBe(200);
    expect((await api.call('GET', `/menu/getMenuQR/${token}`)).status).toBe(404);
  });

  it('refuses a missing name, a missing section, another merchant’s section and a duplicate name', async () => {
    const own = state.sections.find((section) => section.merchant_id === CASONA)!;
    await refused('POST', '/table/', tokens.merchant, { table: { name: '  ', sectionId: own.id } }, 400, messages.requiredFields);
    await refused('POST', '/table/', tokens.merchant, { table: { name: 'Mesa 41' } }, 400, messages.requiredFields);
    await refused('POST', '/table/', tokens.merchant, { table: { name: 'Mesa 41', sectionId: '1' } }, 400);
    await refused('POST', '/table/', tokens.merchant, { table: { name: 'Mesa 41', sectionId: otherSection().id } }, 404, floorMessages.sectionMissing);
    await refused('POST', '/table/', tokens.merchant, { table: { name: ' mésa 1 ', sectionId: own.id } }, 409, floorMessages.tableNameTaken('Mesa 1'));
    const mine = state.tables.find((table) => table.merchant_id === CASONA)!;
    await refused('PUT', `/table/${mine.id}`, tokens.merchant, { table: { name: mine.name, sectionId: otherSection().id } }, 404, floorMessages.sectionMissing);
  });

  it('regenerates a table’s code: the new link opens the menu, the old one is refused at once', async () => {
    const table = state.tables.find((candidate) => candidate.merchant_id === CASONA)!;
    const old = (await api.call('GET', `/table/getTableToken/${table.id}`, { token: tokens.operator })).body.tokenTable;
    expect((await api.call('GET', `/menu/getMenuQR/${old}`)).status).toBe(200);
    const renewed = await api.call('POST', `/table/regenerateToken/${table.id}`, { token: tokens.operator });
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(floorMessages.tableCodeRegenerated);
    expect(renewed.body.tokenTable).not.toBe(old);
    expect((await api.call('GET', `/table/getTableToken/${table.id}`, { token: tokens.merchant })).body.tokenTable).toBe(renewed.body.tokenTable);
    expect((await api.call('GET', `/menu/getMenuQR/${old}`)).status).toBe(404);
    const order = { token: old, order: { detail: '', products: [{ id: state.products.find((p) => p.merchant_id === CASONA)!.id, quantity: 1, message: '' }], takeout: false } };
    expect((await api.call('POST', '/order/external', { body: order })).status).toBe(404);
    expect((await api.call('GET', `/menu/getMenuQR/${renewed.body.tokenTable}`)).status).toBe(200);
  });

  it('answers another merchant’s table as if it did not exist, for every call', async () => {
    const table = otherTable();
    const before = table.token;
    await refused('PUT', `/table/${table.id}`, tokens.merchant, { table: { name: 'Robada', sectionId: state.sections.find((s) => s.merchant_id === CASONA)!.id } }, 404);
    await refused('DELETE', `/table/${table.id}`, tokens.operator, undefined, 404);
    await refused('POST', `/table/regenerateToken/${table.id}`, tokens.merchant, undefined, 404);
    expect((await api.call('GET', `/table/getTableToken/${table.id}`, { token: tokens.merchant })).status).toBe(404);
    expect(table.token).toBe(before);
  });
});

describe('printers', () => {
  it('creates and updates a printer with a valid IPv4 address and location', async () => {
    const created = await api.call('POST', '/printer/', { token: tokens.operator, body: { printer: { name: 'Terraza', ip: '10.0.0.15', typeId: 2 } } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.message).toBe('Impresora creada correctamente.');
    expect(created.body.printer).toEqual({ id: expect.any(Number), name: 'Terraza', ip: '10.0.0.15', typeId: 2 });
    const updated = await api.call('PUT', `/printer/${created.body.printer.id}`, { token: tokens.merchant, body: { printer: { name: 'Terraza cubierta', ip: '10.0.0.16', typeId: 1 } } });
    expect(updated.body.message).toBe('Impresora actualizada correctamente');
    const listed = await api.call('GET', '/printer/getPrinters', { token: tokens.merchant2 });
    expect(listed.body.printers.some((printer: { id: number }) => printer.id === created.body.printer.id)).toBe(false);
  });

  it.each([
    ['256.1.1.1'], ['192.168.1'], ['192.168.01.2'], ['1.2.3.4.5'], ['abc'], ['192.168.1.-1'], ['::1'],
  ])('refuses the address %s', async (ip) => {
    const result = await refused('POST', '/printer/', tokens.merchant, { printer: { name: 'Cocina 2', ip, typeId: 1 } }, 400);
    expect(result.body).toMatchObject({ message: floorMessages.printerIp, field: 'ip' });
  });

  it('refuses a missing name or location and an unknown location', async () => {
    await refused('POST', '/printer/', tokens.merchant, { printer: { ip: '10.0.0.2', typeId: 1 } }, 400, messages.requiredFields);
    await refused('POST', '/printer/', tokens.merchant, { printer: { name: 'X', ip: '10.0.0.2', typeId: 0 } }, 400, messages.requiredFields);
    await refused('POST', '/printer/', tokens.merchant, { printer: { name: 'X', ip: '10.0.0.2', typeId: 4 } }, 400, floorMessages.printerLocation);
  });

  it('answers another merchant’s printer as 404', async () => {
    const printer = state.printers.find((candidate) => candidate.merchant_id === GUANACASTECO)!;
    await refused('PUT', `/printer/${printer.id}`, tokens.merchant, { printer: { name: 'X', ip: '10.0.0.2', typeId: 1 } }, 404);
    await refused('DELETE', `/printer/${printer.id}`, tokens.operator, undefined, 404);
  });
});

describe('waiters', () => {
  it('creates, updates and deletes a waiter; refuses an empty name; another merchant’s is 404', async () => {
    const created = await api.call('POST', '/waiter/', { token: tokens.merchant, body: { waiter: { name: 'Sofía Arias' } } });
    expect(created.body).toEqual({ waiter: { id: expect.any(Number), name: 'Sofía Arias', userId: null, userName: null }, message: 'Mesero creado correctamente.' });
    const id = created.body.waiter.id;
    expect((await api.call('PUT', `/waiter/${id}`, { token: tokens.operator, body: { waiter: { name: 'Sofía Arias M.' } } })).body.message).toBe('Mesero actualizado correctamente');
    await refused('PUT', `/waiter/${id}`, tokens.merchant, { waiter: { name: '' } }, 400, messages.requiredFields);
    await refused('PUT', `/waiter/${id}`, tokens.merchant2, { waiter: { name: 'Otro' } }, 404);
    expect((await api.call('DELETE', `/waiter/${id}`, { token: tokens.operator })).status).toBe(200);
  });
});

describe('suppliers', () => {
  const supplier = { serviceTypeId: 3, name: 'Finca Orgánica Zarcero', legalIdType: 1, legalId: '205550666', phone: '2463-1234', mobile: '8888-1234', email: 'ventas@fincazarcero.cr', contact: 'Lucía Rojas', address: 'Alajuela, Zarcero' };

  it('lists the service types and creates a supplier under a new supplierCode (a body’s code is cleared)', async () => {
    const types = await api.call('GET', '/supplier/getTypeServices', { token: tokens.operator });
    expect(types.body.services).toContainEqual({ id: 3, description: 'Frutas y verduras' });
    const taken = state.suppliers.find((candidate) => candidate.merchant_id === GUANACASTECO)!.supplierCode;
    const created = await api.call('POST', '/supplier/', { token: tokens.merchant, body: { supplier: { ...supplier, supplierCode: taken } } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.message).toBe('Proveedor creado correctamente.');
    expect(created.body.supplier).toEqual({ ...supplier, supplierCode: expect.any(Number) });
    const code = created.body.supplier.supplierCode;
    expect(code).not.toBe(taken);
    const updated = await api.call('PUT', `/supplier/${code}`, { token: tokens.operator, body: { supplier: { ...supplier, name: 'Finca Zarcero' } } });
    expect(updated.body).toMatchObject({ message: 'Proveedor actualizado correctamente', supplier: { supplierCode: code, name: 'Finca Zarcero' } });
    const list = await api.call('GET', '/supplier/getSuppliers', { token: tokens.merchant });
    expect(list.body.suppliers.every((row: { merchant_id?: number }) => row.merchant_id === undefined)).toBe(true);
    expect((await api.call('DELETE', `/supplier/${code}`, { token: tokens.merchant })).status).toBe(200);
  });

  it.each([
    [1, '12345678', 'La cédula física debe tener 9 dígitos.'],
    [2, '310112345', 'La cédula jurídica debe tener 10 dígitos.'],
    [3, '1234567890', 'El DIMEX debe tener 11 o 12 dígitos.'],
    [4, '12345678901', 'El NITE debe tener 10 dígitos.'],
  ])('checks the identification length by type (%i, %s)', async (legalIdType, legalId, message) => {
    const result = await refused('POST', '/supplier/', tokens.merchant, { supplier: { ...supplier, legalIdType, legalId } }, 400, message);
    expect(result.body.field).toBe('legalId');
  });

  it('accepts an identification written with dashes or spaces, and stores its digits', async () => {
    for (const legalId of ['3-101-555777', '3 101 555777']) {
      const result = await api.call('POST', '/supplier/', { token: tokens.merchant, body: { supplier: { ...supplier, name: `Proveedor ${legalId}`, legalIdType: 2, legalId } } });
      expect(result.status, result.text).toBe(200);
      expect(result.body.supplier.legalId).toBe('3101555777');
      const stored = state.suppliers.find((row) => row.supplierCode === result.body.supplier.supplierCode)!;
      expect(stored.legalId).toBe('3101555777');
      await api.call('DELETE', `/supplier/${result.body.supplier.supplierCode}`, { token: tokens.merchant });
    }
  });

  it('accepts each kind at its length: física 9, jurídica 10, DIMEX 11 and 12, NITE 10', async () => {
    for (const [legalIdType, legalId] of [[1, '105550666'], [2, '3101555666'], [3, '15550666777'], [3, '155506667778'], [4, '4000555666']] as const) {
      const result = await api.call('POST', '/supplier/', { token: tokens.merchant, body: { supplier: { ...supplier, legalIdType, legalId } } });
      expect(result.status, result.text).toBe(200);
      await api.call('DELETE', `/supplier/${result.body.supplier.supplierCode}`, { token: tokens.merchant });
    }
  });

  it('refuses missing service type or name, an unknown service type, letters in the id and a bad e-mail', async () => {
    await refused('POST', '/supplier/', tokens.merchant, { supplier: { ...supplier, serviceTypeId: 0 } }, 400, messages.requiredFields);
    await refused('POST', '/supplier/', tokens.merchant, { supplier: { ...supplier, name: '' } }, 400, messages.requiredFields);
    await refused('POST', '/supplier/', tokens.merchant, { supplier: { ...supplier, serviceTypeId: 99 } }, 400, floorMessages.supplierServiceType);
    await refused('POST', '/supplier/', tokens.merchant, { supplier: { ...supplier, legalId: '2-0555-066A' } }, 400, floorMessages.legalIdDigits);
    await refused('POST', '/supplier/', tokens.merchant, { supplier: { ...supplier, email: 'no-es-correo' } }, 400, messages.invalidEmail);
  });

  it('refuses to delete a supplier that stock items still name', async () => {
    const code = state.suppliers.find((candidate) => candidate.merchant_id === CASONA)!.supplierCode;
    const withStock = state as unknown as { stocks?: { id: number; merchant_id: number; supplierId: number }[] };
    const hadStocks = withStock.stocks;
    withStock.stocks = [...(hadStocks ?? []), { id: 999_001, merchant_id: CASONA, supplierId: code }];
    try {
      await refused('DELETE', `/supplier/${code}`, tokens.merchant, undefined, 409, floorMessages.supplierInUse);
    } finally {
      if (hadStocks) withStock.stocks = hadStocks;
      else delete withStock.stocks;
    }
  });

  it('answers another merchant’s supplier as 404', async () => {
    const code = state.suppliers.find((candidate) => candidate.merchant_id === GUANACASTECO)!.supplierCode;
    await refused('PUT', `/supplier/${code}`, tokens.merchant, { supplier }, 404);
    await refused('DELETE', `/supplier/${code}`, tokens.operator, undefined, 404);
  });
});

describe('company settings', () => {
  const orderBody = (token: string) => ({ token, order: { detail: '', products: [{ id: state.products.find((p) => p.merchant_id === CASONA && p.price > 0)!.id, quantity: 2, message: '' }], takeout: false } });
  const casona = () => state.merchants.find((m) => m.id === CASONA)!;

  it('reads and saves the merchant’s own settings; the next QR order follows them at once', async () => {
    const read = await api.call('GET', `/merchant/config/${CASONA}`, { token: tokens.merchant });
    expect(read.body.merchant).toMatchObject({ id: CASONA, companyTypeId: 1, simplifiedRegime: false, tableService: true });
    const token = state.tables.find((table) => table.merchant_id === CASONA)!.token;

    const withService = (await api.call('POST', '/order/external', { body: orderBody(token) })).body.order;
    expect(withService.otherCharges).toBeGreaterThan(0);

    const saved = await api.call('PUT', `/merchant/config/${CASONA}`, { token: tokens.merchant, body: { merchant: { simplifiedRegime: true, tableService: false } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('Configuración actualizada correctamente');
    const menu = await api.call('GET', `/menu/getMenuQR/${token}`);
    expect(menu.body.merchant).toMatchObject({ simplifiedRegime: true, tableService: false });
    const plain = (await api.call('POST', '/order/external', { body: orderBody(token) })).body.order;
    expect(plain).toMatchObject({ tax: 0, otherCharges: 0, total: plain.subtotal });

    await api.call('PUT', `/merchant/config/${CASONA}`, { token: tokens.merchant, body: { merchant: { simplifiedRegime: false, tableService: true } } });
    expect(casona()).toMatchObject({ simplifiedRegime: false, tableService: true });
  });

  it('keeps table service off for merchants that are not restaurants', async () => {
    const owner = state.users.find((user) => user.group_id === 4 && state.merchants.some((m) => m.id === user.merchant_id && m.companyTypeId !== 1 && m.status === 'ACT'))!;
    const shop = state.merchants.find((m) => m.id === owner.merchant_id)!;
    const token = await api.login(owner.username);
    const saved = await api.call('PUT', `/merchant/config/${shop.id}`, { token, body: { merchant: { simplifiedRegime: false, tableService: true } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.merchant.tableService).toBe(false);
  });

  it('is group 4’s only, for its own merchant: operators 403, another merchant 404, wrong types 400', async () => {
    await refused('PUT', `/merchant/config/${CASONA}`, tokens.operator, { merchant: { simplifiedRegime: true, tableService: false } }, 403, messages.forbidden);
    expect((await api.call('GET', `/merchant/config/${CASONA}`, { token: tokens.operator })).status).toBe(403);
    await refused('PUT', `/merchant/config/${CASONA}`, tokens.admin, { merchant: { simplifiedRegime: true } }, 403);
    await refused('PUT', `/merchant/config/${GUANACASTECO}`, tokens.merchant, { merchant: { simplifiedRegime: false, tableService: false } }, 404);
    expect((await api.call('GET', `/merchant/config/${GUANACASTECO}`, { token: tokens.merchant })).status).toBe(404);
    await refused('PUT', `/merchant/config/${CASONA}`, tokens.merchant, { merchant: { simplifiedRegime: 'true', tableService: false } }, 400);
    await refused('PUT', `/merchant/config/${CASONA}`, tokens.merchant, { simplifiedRegime: true }, 400);
  });
});

describe('who reaches the floor', () => {
  it.each([
    ['/section/getSections'], ['/table/getTables'], ['/printer/getPrinters'], ['/waiter/getWaiters'], ['/supplier/getSuppliers'], ['/supplier/getTypeServices'],
  ])('%s: provider groups 403, no token 401, restaurants only their own rows', async (path) => {
    expect((await api.call('GET', path, { token: tokens.admin })).status).toBe(403);
    expect((await api.call('GET', path)).status).toBe(401);
    const result = await api.call('GET', path, { token: tokens.operator });
    expect(result.status).toBe(200);
    expect(result.text).not.toContain('merchant_id');
  });
});
