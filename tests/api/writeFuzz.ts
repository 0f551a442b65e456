import { tabMessages } from '../../src/domain/tabMessages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint as Declaration } from '../../mock-api/contract/endpoint';
import { groupsOf } from '../../mock-api/contract/openapi';
import { declaredEndpoints } from '../../mock-api/contract/mount';
import { routeAreas } from '../../mock-api/routes';
import { rng } from '../../mock-api/seed/random';
import { merchantAccountsIn } from '../../mock-api/seed/merchantAccounts';
import type { PrinterRecord, SectionRecord, StateWithInventory, StateWithRestaurant, SupplierRecord, TableRecord, WaiterRecord } from '../../mock-api/storage/restaurantRecords';
import { tariffsIn } from '../../mock-api/seed/tariffs';
import { crDate, DAY_MS } from '../../src/domain/costaRicaTime';
import { bodyFields } from '../support/bodyFields';
import { changedCollections, HISTORY, pastRowChanges, pastRowsOf, type PastRows, storeSnapshot, type StoreSnapshot } from '../support/storeSnapshot';
import { DEMO, DEMO_PASSWORD, startTestApi, type CallResult, type TestApi } from '../support/testApi';

/**
 * A fuzz of every write endpoint (and the report filters, which take bodies too): from each
 * endpoint's valid body, deterministic mutations (wrong types, missing fields, texts too long,
 * control and bidi characters, huge, negative and NaN-like numbers, malformed JSON, another
 * content type, unknown fields). Every answer: never 5xx, never a stack trace or an internal name.
 * A mutation that makes the body invalid must be refused (4xx) and change no stored data. A
 * mutation that may leave it valid (an unknown field, a missing optional one) may be accepted, but
 * the unknown field must not be stored. Failures are collected and listed by endpoint and mutation.
 */

let api: TestApi;
let admin: string;
/** The demo restaurant's own user, for the floor's endpoints. */
let merchantUser: string;
/** Merchant users of their own for the sign-in and the password fuzz, so no other session is touched. */
const SIGN_IN_USER = 'luis.araya@panaderiamusmanni.cr';
const PASSWORD_USER = 'jose.quesada@cafebrittescazu.cr';
const passwords = { token: '', current: DEMO_PASSWORD, next: 'Fuzz#Clave2027x', changes: 2027 };
let state: StateWithRestaurant;
const today = crDate(Date.now());
const monthAgo = crDate(Date.now() - 30 * DAY_MS);

// ── what each field is ──────────────────────────────────────────────────────────────────────────
type Kind = 'text' | 'email' | 'digits' | 'int' | 'number' | 'bool' | 'object' | 'array' | 'day';
interface Field {
  kind: Kind;
  /** Missing (or null) is refused. */
  required?: boolean;
  /** null is accepted even where missing is not (from a declared schema). */
  nullable?: boolean;
  /** Longest text accepted (texts); larger values are refused (numbers). */
  max?: number;
  /** Ignored by the server on this endpoint (a locked or unread field): anything may be accepted, nothing stored. */
  ignored?: boolean;
  /** A too-long value to send instead of max + 1 characters (a 66-character user name). */
  long?: string;
  /** An empty text means "empty" for this number (docs/spec-reference.md §5: an empty settlement cost becomes 0). */
  blankIsZero?: boolean;
  /** A list that may be empty (allergens, a menu's hours). */
  emptyOk?: boolean;
}
const text = (max: number, required = false): Field => ({ kind: 'text', max, required });
const number = (max: number, required = false): Field => ({ kind: 'number', max, required });
const ignored = (field: Field): Field => ({ ...field, ignored: true });

type Json = Record<string, unknown>;
interface Target {
  name: string;
  method: 'POST' | 'PUT';
  path: () => string;
  token?: () => string;
  /** The valid body the mutations start from. */
  base: () => Json;
  /** Every field by its path in the body ('bank.code', 'order.products.0.id'). */
  fields: Record<string, Field>;
  /** The answer the valid body gets (checked once, so the mutations start from a body that works). */
  control: { status: number; body?: () => Json; message?: string };
  /** The collection a create adds to, and how to remove what an accepted create made (so the next case starts from the same data). */
  creates?: string;
  undo?: (created: { collection: string; record: Json }) => Promise<void>;
  /** Before each case (the cancel fuzz needs an order still open). */
  prepare?: () => Promise<void>;
  /** The fields to mutate one by one (default: all of them); the whole-body mutations always run. */
  only?: string[];
  /** The valid body depends on earlier cases (the current password): read it for every case. */
  live?: boolean;
  /** After an accepted case: follow what it changed (a new password and session). */
  afterAccepted?: (result: CallResult) => Promise<void>;
}

/** A declared endpoint's target: everything but its fields, which the declaration gives. */
type Setup = Omit<Target, 'fields'> & { overrides?: Record<string, Partial<Field>> };

// ── valid bodies ────────────────────────────────────────────────────────────────────────────────
const pick = (record: object, drop: string[]): Json => Object.fromEntries(Object.entries(record).filter(([key]) => !drop.includes(key)));

const newMerchant = () => ({
  merchant: {
    ...pick(state.merchants.find((merchant) => merchant.id === 2)!, ['id', 'status']),
    name: 'Comercio de prueba',
    topId: '77700001',
    topIdDol: '77700002',
    terminalDefault: '77700001',
    terminal_id: '77700001',
    terminal_id_dol: '77700002',
    merchant_code: 'FUZZ0001',
  },
});

/** The server sets a product's rate and CABYS description from its code: whatever a client sends is not read. */
/**
 * A product's choices in its valid bodies, so the fuzz reaches the fields of a group and of an option
 *: one required group of one option, so that taking the option out is a body to refuse.
 */
const FUZZ_OPTION_GROUPS = [{ name: 'Término', nameEn: 'Doneness', min: 1, max: 1, options: [{ name: 'Medio', nameEn: 'Medium', price: 0 }] }];

const PRODUCT_OVERRIDES: Record<string, Partial<Field>> = {
  'product.tax': ignored(number(100)),
  'product.cabysDetails': ignored(text(500)),
};
/** A top-level menu of the demo restaurant, and a product that no order of the fuzz uses. */
const casonaMenu = () => state.menus.find((menu) => menu.merchant_id === 2 && menu.parentId === null)!;
const casonaDish = () => state.products.filter((product) => product.merchant_id === 2)[1];
const casonaServices = () => state.menus.find((menu) => menu.merchant_id === 2 && menu.name === 'Servicios')!;


const TARIFF_KEY = ['merchantId', 'paymentTypeId', 'brandId', 'bankId', 'currencyId', 'channelId'];

/** A tariff key not used yet: an existing tariff of merchant 5 on another channel or brand. */
const freeTariff = () => {
  const tariffs = tariffsIn(state);
  const template = tariffs.find((tariff) => tariff.merchantId === 5)!;
  for (const channelId of [1, 2, 3, 4]) {
    for (const brandId of [1, 2, 3]) {
      const candidate = { ...template, channelId, brandId, description: 'Tarifa de prueba' };
      if (!tariffs.some((tariff) => TARIFF_KEY.every((key) => (tariff as unknown as Json)[key] === (candidate as unknown as Json)[key]))) return candidate;
    }
  }
  throw new Error('no free tariff key for the fuzz');
};

/** A dollar account for a merchant that has none yet, with another merchant's bank data. */
const freeAccount = () => {
  const accounts = merchantAccountsIn(state);
  const template = accounts.find((account) => account.currencyId === 840)!;
  const merchant = state.merchants.find((candidate) => !accounts.some((account) => account.merchantId === candidate.id && account.currencyId === 840))!;
  return { ...template, merchantId: merchant.id, accountName: 'Cuenta de prueba' };
};

// ── the order placed for the cancel fuzz ────────────────────────────────────────────────────────
const casonaTable = () => state.tables.find((table) => table.merchant_id === 2)!;
const casonaProduct = () => state.products.find((product) => product.merchant_id === 2)!;
let openOrder: { id: number; cancelKey: string } | undefined;
const placeOrder = async () => {
  const result = await api.call('POST', '/order/external', { body: { token: casonaTable().token, order: { detail: '', products: [{ id: casonaProduct().id, quantity: 1, message: '' }], takeout: false } } });
  if (result.status !== 200) throw new Error(`the cancel fuzz could not place its order: ${result.status} ${result.text}`);
  openOrder = { id: result.body.order.id, cancelKey: result.body.cancelKey };
  picture = undefined;
};
const orderStillOpen = () => state.orders.find((order) => order.id === openOrder?.id)?.status === 'CREATED';
/** The pay fuzz's order: placed like the cancel fuzz's, and placed again once a case has paid it. */
let unpaidOrder: { id: number; cancelKey: string } | undefined;
const orderStillUnpaid = () =>
  !!unpaidOrder && !((state as unknown as { qrPayments?: { order_id: number }[] }).qrPayments ?? []).some((payment) => payment.order_id === unpaidOrder!.id);

/**
 * Create and update of one restaurant collection: a new record (deleted again after each accepted
 * case) and the demo restaurant's first record saved unchanged.
 */
function floorTargets<R extends { merchant_id: number }>(
  area: string,
  collection: 'sections' | 'tables' | 'printers' | 'waiters' | 'suppliers',
  key: string,
  fresh: () => Json,
  body: (record: R) => Json,
): Setup[] {
  const first = () => (state[collection] as unknown as R[]).find((record) => record.merchant_id === 2)!;
  const keyOf = (record: object) => (record as Record<string, number>)[key];
  return [
    {
      name: `POST /${area}/`,
      method: 'POST',
      path: () => `/${area}/`,
      token: () => merchantUser,
      base: () => ({ [area]: fresh() }),
      control: { status: 200 },
      creates: collection,
      undo: async ({ record }) => void (await api.call('DELETE', `/${area}/${keyOf(record)}`, { token: merchantUser })),
    },
    {
      name: `PUT /${area}/:${key}`,
      method: 'PUT',
      path: () => `/${area}/${keyOf(first())}`,
      token: () => merchantUser,
      base: () => ({ [area]: body(first()) }),
      control: { status: 200 },
    },
  ];
}
/** The demo restaurant's last table with no open bill. */
const freeCasonaTable = () => {
  const open = new Set(((state as unknown as { tabs?: { tableId: number; closedAt: string | null }[] }).tabs ?? []).filter((tab) => tab.closedAt === null).map((tab) => tab.tableId));
  return state.tables.findLast((table) => table.merchant_id === 2 && !open.has(table.id))!;
};
/** The order board's fuzz: an operator's session and an order still 'Recibido' to cancel. */
let boardToken = '';
let boardOrder: { id: number } | undefined;
const boardOrderOpen = () => state.orders.find((order) => order.id === boardOrder?.id)?.status === 'CREATED';
const prepareBoard = async () => {
  boardToken ||= await api.login(DEMO.operator);
  if (boardOrderOpen()) return;
  const cancelling = openOrder;
  await placeOrder();
  boardOrder = openOrder;
  openOrder = cancelling;
};
/** The demo restaurant's newest order: one the fuzz placed itself (the seed's bills stay as they were: HISTORY). */
const casonaOrder = () => state.orders.filter((order) => order.merchant_id === 2).at(-1)!;
const casonaWaiter = () => state.waiters.find((waiter) => waiter.merchant_id === 2)!;

// ── the targets ─────────────────────────────────────────────────────────────────────────────────
const inventory = () => state as StateWithInventory;
const casonaStock = (name: string) => inventory().stocks.find((item) => item.merchant_id === 2 && item.name === name)!;
const casonaCombo = () => inventory().combos.find((combo) => combo.merchant_id === 2)!;


/**
 * How to fuzz a declared endpoint (mock-api/contract/): a valid body to start from, its answer, how
 * to undo a create. The fields and their rules come from the declared body schema (bodyFields);
 * `overrides` says only what a schema cannot (a field the server does not read, a text that means
 * zero, an e-mail address that may be empty). A declared endpoint with a body and no setup here is
 * still fuzzed, from its declared example (declaredTarget below).
 */
const SETUPS: Setup[] = [
  // a stock movement's body names the item as the spec writes it (docs/spec-reference.md §3); the path's id is the one read
  {
    name: 'PUT /stock/addStock/:id',
    method: 'PUT',
    path: () => `/stock/addStock/${casonaStock('Arroz').id}`,
    token: () => merchantUser,
    base: () => ({ stock: { id: casonaStock('Arroz').id, addStock: 1.25, note: 'Compra' } }),
    overrides: { 'stock.id': { ignored: true } },
    control: { status: 200 },
  },
  {
    name: 'PUT /stock/removeStock/:id',
    method: 'PUT',
    path: () => `/stock/removeStock/${casonaStock('Huevos').id}`,
    token: () => merchantUser,
    base: () => ({ stock: { id: casonaStock('Huevos').id, removeStock: 1, note: 'Quebrados' } }),
    overrides: { 'stock.id': { ignored: true } },
    control: { status: 200 },
  },
  {
    name: 'POST /auth/login',
    method: 'POST',
    path: () => '/auth/login',
    // an unknown user: every case is refused whatever the server reads, and no one gets locked out
    base: () => ({ user: 'nadie.fuzz@demo.cr', password: DEMO_PASSWORD, retry: 0 }),
    control: { status: 200, body: () => ({ user: DEMO.merchant2, password: DEMO_PASSWORD, retry: 0 }) },
  },
  {
    // the right password: a body read that should not be (a form post) signs in, which the store's sessions show
    name: 'POST /auth/login (right password)',
    method: 'POST',
    path: () => '/auth/login',
    base: () => ({ user: SIGN_IN_USER, password: DEMO_PASSWORD, retry: 0 }),
    // the user name alone is mutated: a password mutated would only be refused
    only: ['user'],
    control: { status: 200 },
  },
  {
    // the right current password: a wrongly accepted body changes it, and the next case starts from the new one
    name: 'POST /auth/changePassword (right password)',
    method: 'POST',
    path: () => '/auth/changePassword',
    token: () => passwords.token,
    base: () => ({ lastPassword: passwords.current, newPassword: passwords.next }),
    live: true,
    only: [],
    control: { status: 200 },
    afterAccepted: async (result) => {
      // a change ends every session of the user and answers a new one
      passwords.token = result.body.token;
      passwords.current = passwords.next;
      passwords.next = `Fuzz#Clave${++passwords.changes}x`;
      picture = undefined;
    },
  },
  {
    name: 'POST /auth/changePassword',
    method: 'POST',
    path: () => '/auth/changePassword',
    token: () => admin,
    // a wrong current password: the password never changes, however the body is read
    base: () => ({ lastPassword: 'No#EsLaActual1', newPassword: 'Otra#Clave2027x' }),
    control: { status: 400, message: 'La contraseña actual es incorrecta.' },
  },
  {
    name: 'POST /product/',
    method: 'POST',
    path: () => '/product/',
    token: () => merchantUser,
    base: () => ({ product: { ...pick(casonaDish(), ['id', 'merchant_id']), name: 'Producto de prueba', optionGroups: FUZZ_OPTION_GROUPS } }),
    overrides: PRODUCT_OVERRIDES,
    control: { status: 200 },
    creates: 'products',
    undo: async ({ record }) => void (await api.call('DELETE', `/product/${record.id}`, { token: merchantUser })),
  },
  {
    name: 'PUT /product/:id',
    method: 'PUT',
    path: () => `/product/${casonaDish().id}`,
    token: () => merchantUser,
    base: () => ({ product: { ...pick(casonaDish(), ['id', 'merchant_id']), optionGroups: FUZZ_OPTION_GROUPS } }),
    overrides: PRODUCT_OVERRIDES,
    control: { status: 200 },
  },
  {
    name: 'PUT /combo/:productId/:stockId',
    method: 'PUT',
    path: () => `/combo/${casonaCombo().productId}/${casonaCombo().stockId}`,
    token: () => merchantUser,
    base: () => ({ combo: { productId: casonaCombo().productId, stockId: casonaCombo().stockId, quantity: casonaCombo().quantity } }),
    // the line is the one in the path: ids in the body are not read
    overrides: { 'combo.productId': { ignored: true }, 'combo.stockId': { ignored: true } },
    control: { status: 200 },
  },
  {
    name: 'POST /merchant/',
    method: 'POST',
    path: () => '/merchant/',
    token: () => admin,
    base: newMerchant,
    overrides: { 'merchant.paymentEmail': { kind: 'email' }, 'merchant.email': { kind: 'email' }, 'merchant.settlementCost': { blankIsZero: true }, 'merchant.image': { max: 200 } },
    control: { status: 200 },
    creates: 'merchants',
    undo: async ({ record }) => void (await api.call('DELETE', `/merchant/${record.id}`, { token: admin })),
  },
  {
    name: 'PUT /merchant/:id',
    method: 'PUT',
    path: () => '/merchant/3',
    token: () => admin,
    base: () => ({ merchant: pick(state.merchants.find((merchant) => merchant.id === 3)!, ['id', 'status']) }),
    overrides: {
      'merchant.paymentEmail': { kind: 'email' },
      'merchant.email': { kind: 'email' },
      'merchant.settlementCost': { blankIsZero: true },
      'merchant.image': { max: 200 },
      // locked once the merchant exists: whatever is sent is not read
      'merchant.typeLegalId': { ignored: true },
      'merchant.documentNumber': { ignored: true },
    },
    control: { status: 200 },
  },
  {
    name: 'POST /bank/',
    method: 'POST',
    path: () => '/bank/',
    token: () => admin,
    base: () => ({ bank: { ...pick(state.banks[1], ['id']), code: 'FZ1', name: 'Banco de prueba' } }),
    overrides: { 'bank.emails': { kind: 'email' } },
    control: { status: 200 },
    creates: 'banks',
    undo: async ({ record }) => void (await api.call('DELETE', `/bank/${record.id}`, { token: admin })),
  },
  {
    name: 'PUT /bank/:id',
    method: 'PUT',
    path: () => '/bank/3',
    token: () => admin,
    base: () => ({ bank: pick(state.banks.find((bank) => bank.id === 3)!, ['id']) }),
    overrides: { 'bank.emails': { kind: 'email' } },
    control: { status: 200 },
  },
  {
    name: 'POST /user/',
    method: 'POST',
    path: () => '/user/',
    token: () => admin,
    base: () => ({ user: { username: 'fuzz.nuevo@prueba.cr', name: 'Nuevo', lastname: 'Usuario', email: 'fuzz.nuevo@prueba.cr', group_id: 4, merchant_id: 2, bank_id: null, cashRegister: false } }),
    overrides: {
      // 66 characters of a valid user name: refused, never cut to 60
      'user.username': { long: `${'a'.repeat(61)}@d.cr` },
      // a portal user (group 4) needs its merchant
      'user.merchant_id': { required: true, nullable: false },
    },
    control: { status: 200 },
    creates: 'users',
    undo: async ({ record }) => void (await api.call('DELETE', `/user/${record.id}`, { token: admin })),
  },
  {
    name: 'PUT /user/:id',
    method: 'PUT',
    path: () => `/user/${state.users.find((user) => user.username === 'ana.vargas@restaurantecasonaana.cr')!.id}`,
    token: () => admin,
    base: () => {
      const user = state.users.find((candidate) => candidate.username === 'ana.vargas@restaurantecasonaana.cr')!;
      return { user: { username: user.username, name: user.name, lastname: user.lastname, email: user.email, group_id: user.group_id, merchant_id: user.merchant_id, bank_id: user.bank_id, cashRegister: user.cashRegister } };
    },
    overrides: { 'user.username': { ignored: true }, 'user.group_id': { ignored: true }, 'user.merchant_id': { ignored: true }, 'user.bank_id': { ignored: true } },
    control: { status: 200 },
  },
  {
    name: 'POST /tariff/',
    method: 'POST',
    path: () => '/tariff/',
    token: () => admin,
    base: () => ({ tariff: pick(freeTariff() as unknown as Json, ['commission_int']) }),
    control: { status: 200 },
    creates: 'tariffs',
    undo: async ({ record }) => void (await api.call('POST', '/tariff/delete', { token: admin, body: { tariff: pick(record, ['description']) } })),
  },
  {
    name: 'PUT /tariff/',
    method: 'PUT',
    path: () => '/tariff/',
    token: () => admin,
    base: () => ({ tariff: pick(tariffsIn(state).find((tariff) => tariff.merchantId === 4)! as unknown as Json, ['commission_int']) }),
    control: { status: 200 },
  },
  {
    name: 'POST /tariff/delete',
    method: 'POST',
    path: () => '/tariff/delete',
    token: () => admin,
    // the key of a tariff that exists: any case the server wrongly accepts deletes it, which the store shows
    base: () => ({ tariff: Object.fromEntries(TARIFF_KEY.map((key) => [key, (tariffsIn(state).find((tariff) => tariff.merchantId === 6)! as unknown as Json)[key]])) }),
    // the control deletes another tariff of the same shape
    control: { status: 200, body: () => ({ tariff: Object.fromEntries(TARIFF_KEY.map((key) => [key, (tariffsIn(state).find((tariff) => tariff.merchantId === 7)! as unknown as Json)[key]])) }) },
  },
  {
    name: 'POST /merchantAccount/',
    method: 'POST',
    path: () => '/merchantAccount/',
    token: () => admin,
    base: () => ({ merchantAccount: freeAccount() }),
    control: { status: 200 },
    creates: 'merchantAccounts',
    undo: async ({ record }) => void (await api.call('DELETE', `/merchantAccount/${record.currencyId}/${record.merchantId}`, { token: admin })),
  },
  {
    name: 'PUT /merchantAccount/',
    method: 'PUT',
    path: () => '/merchantAccount/',
    token: () => admin,
    base: () => ({ merchantAccount: { ...merchantAccountsIn(state).find((account) => account.merchantId === 4)! } }),
    control: { status: 200 },
  },
  {
    name: 'POST /transaction/bymerchant',
    method: 'POST',
    path: () => '/transaction/bymerchant',
    token: () => admin,
    base: () => ({ merchantId: 2, startDate: monthAgo, endDate: today, pageIndex: 0, pageSize: 15, transactionId: 0 }),
    overrides: { 'startDate': { kind: 'day', max: 10 }, 'endDate': { kind: 'day', max: 10 } },
    control: { status: 200 },
  },
  {
    name: 'POST /reports/admin/getMerchantPayments',
    method: 'POST',
    path: () => '/reports/admin/getMerchantPayments',
    token: () => admin,
    base: () => ({ from: monthAgo.replace(/-/g, ''), to: today.replace(/-/g, ''), page: 0, pageSize: 25 }),
    overrides: { 'from': { kind: 'day', max: 8 }, 'to': { kind: 'day', max: 8 } },
    control: { status: 200 },
  },
  {
    name: 'PUT /merchant/config/:id',
    method: 'PUT',
    path: () => '/merchant/config/2',
    token: () => merchantUser,
    base: () => {
      const casona = state.merchants.find((merchant) => merchant.id === 2)!;
      // the whole form as the screen sends it: the specification's two answers, the fiscal identity
      // and the SINPE Móvil number
      const { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal, sinpePhone } = casona;
      return { merchant: { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal, sinpePhone } };
    },
    control: { status: 200 },
  },
  {
    name: 'POST /order/external',
    method: 'POST',
    path: () => '/order/external',
    base: () => ({ token: casonaTable().token, order: { detail: 'Sin cebolla', takeout: false, products: [{ id: casonaProduct().id, quantity: 2, message: 'Bien cocido' }] } }),
    // a product id that is not whole is refused by the menu lookup, not by the schema
    overrides: { 'order.products.0.id': { kind: 'int' } },
    control: { status: 200 },
  },
  {
    // A tab payment needs an Idempotency-Key header, which the fuzz does not send: the valid
    // body is then refused 400 after every check of the body, so each mutation still meets the schema first
    name: 'POST /table/pay/external',
    method: 'POST',
    path: () => '/table/pay/external',
    // with a factura's receiver, so its fields are fuzzed too
    base: () => ({
      token: casonaTable().token,
      amount: 1000,
      tip: 0,
      method: 'sinpe',
      sinpeReference: '12345678901',
      payerName: 'Ana',
      receiver: { name: 'María Rodríguez Solano', identificationType: '01', identificationNumber: '102340567', email: 'maria@example.cr' },
    }),
    only: ['token', 'amount', 'tip', 'method', 'sinpeReference', 'payerName', 'receiver', 'receiver.name', 'receiver.identificationType', 'receiver.identificationNumber', 'receiver.email'],
    control: { status: 400, message: tabMessages.idempotencyKeyRequired },
  },
  {
    name: 'PUT /order/cancel/external/:orderId/:token',
    method: 'PUT',
    path: () => `/order/cancel/external/${openOrder!.id}/${casonaTable().token}`,
    base: () => ({ order: { id: openOrder!.id }, token: casonaTable().token, cancelKey: openOrder!.cancelKey }),
    // the order travels in the spec's body but the server reads the path: it may be anything
    overrides: { 'order': { ignored: true }, 'order.id': { ignored: true } },
    control: { status: 200 },
    prepare: async () => {
      if (!openOrder || !orderStillOpen()) await placeOrder();
    },
  },
  {
    name: 'POST /order/pay/external',
    method: 'POST',
    path: () => '/order/pay/external',
    // with the factura's receiver, so its fields are fuzzed too
    base: () => ({
      orderId: unpaidOrder!.id,
      token: casonaTable().token,
      cancelKey: unpaidOrder!.cancelKey,
      card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' },
      receiver: { name: 'María Rodríguez Solano', identificationType: '01', identificationNumber: '102340567', email: 'maria@example.cr' },
    }),
    control: { status: 200 },
    prepare: async () => {
      if (orderStillUnpaid()) return;
      // placeOrder() sets the cancel fuzz's order: keep that one for the cancel cases
      const cancelling = openOrder;
      await placeOrder();
      unpaidOrder = openOrder;
      openOrder = cancelling;
    },
  },
  {
    name: 'POST /order/status/external',
    method: 'POST',
    path: () => '/order/status/external',
    base: () => ({ orderId: openOrder!.id, token: casonaTable().token, cancelKey: openOrder!.cancelKey }),
    control: { status: 200 },
    prepare: async () => {
      if (!openOrder) await placeOrder();
    },
  },
  {
    name: 'POST /order/events/external',
    method: 'POST',
    path: () => '/order/events/external',
    // without 'Accept: text/event-stream' it answers the status at once, as JSON
    base: () => ({ orderId: openOrder!.id, token: casonaTable().token, cancelKey: openOrder!.cancelKey }),
    control: { status: 200 },
    prepare: async () => {
      if (!openOrder) await placeOrder();
    },
  },
  {
    name: 'PUT /orders/:id/status',
    method: 'PUT',
    path: () => `/orders/${boardOrder!.id}/status`,
    token: () => boardToken,
    base: () => ({ from: 'CREATED', status: 'CANCELLED', reason: 'Pedido duplicado' }),
    control: { status: 200 },
    prepare: prepareBoard,
  },
  {
    name: 'PUT /orders/:id/waiter',
    method: 'PUT',
    path: () => `/orders/${casonaOrder().id}/waiter`,
    token: () => boardToken,
    base: () => ({ waiterId: casonaWaiter().id }),
    control: { status: 200 },
    prepare: prepareBoard,
  },
  // 'Tomar pedido': staff take a round at the demo restaurant's table, the diner's same order
  {
    name: 'POST /orders/tables/:id/order',
    method: 'POST',
    path: () => `/orders/tables/${casonaTable().id}/order`,
    token: () => boardToken,
    base: () => ({ order: { detail: 'Sin cebolla', products: [{ id: casonaProduct().id, quantity: 2, message: 'Bien cocido' }] } }),
    // a product id that is not whole is refused by the menu lookup, not by the schema
    overrides: { 'order.products.0.id': { kind: 'int' } },
    control: { status: 200 },
    prepare: prepareBoard,
  },
  // who has a table this shift, from 'Mesas': a table and a section of the demo restaurant nobody else's fuzz orders at
  {
    name: 'PUT /orders/tables/:id/waiter',
    method: 'PUT',
    // a table without an open bill: giving one with seeded rounds a waiter would give them that waiter too
    path: () => `/orders/tables/${freeCasonaTable().id}/waiter`,
    token: () => boardToken,
    base: () => ({ waiterId: casonaWaiter().id }),
    control: { status: 200 },
    prepare: prepareBoard,
  },
  {
    name: 'PUT /orders/sections/:id/waiter',
    method: 'PUT',
    path: () => `/orders/sections/${state.tables.findLast((table) => table.merchant_id === 2)!.sectionId}/waiter`,
    token: () => boardToken,
    base: () => ({ waiterId: null }),
    control: { status: 200 },
    prepare: prepareBoard,
  },
  // the restaurant floor, as the demo restaurant's own user (comercio@demo.cr)
  ...floorTargets<SectionRecord>('section', 'sections', 'id', () => ({ name: 'Sección de prueba', description: 'Creada por el fuzz', status: 'ACT' }), (record) => ({ name: record.name, description: record.description, status: record.status })),
  ...floorTargets<TableRecord>('table', 'tables', 'id', () => ({ name: 'Mesa del fuzz', sectionId: casonaTable().sectionId }), (record) => ({ name: record.name, sectionId: record.sectionId })),
  ...floorTargets<PrinterRecord>('printer', 'printers', 'id', () => ({ name: 'Impresora de prueba', ip: '10.1.2.3', typeId: 2 }), (record) => ({ name: record.name, ip: record.ip, typeId: record.typeId })),
  ...floorTargets<WaiterRecord>('waiter', 'waiters', 'id', () => ({ name: 'Mesero de prueba' }), (record) => ({ name: record.name })),
  ...floorTargets<SupplierRecord>('supplier', 'suppliers', 'supplierCode', () => ({ serviceTypeId: 1, name: 'Proveedor de prueba', legalIdType: 2, legalId: '3101000111', phone: '2222-3333', mobile: '8888-9999', email: 'ventas@prueba.cr', contact: 'Ana Mora', address: 'San José' }),
  ({ merchant_id: _merchant, supplierCode: _code, ...record }) => record as unknown as Json),
  {
    name: 'POST /menu/',
    method: 'POST',
    path: () => '/menu/',
    token: () => merchantUser,
    base: () => ({ menu: { name: 'Menú de prueba', lastname: 'Para la prueba', parentId: casonaMenu().id, availability: [{ days: [1, 2, 3, 4, 5], from: '06:00', to: '11:00' }] } }),
    control: { status: 200 },
    creates: 'menus',
    undo: async ({ record }) => void (await api.call('DELETE', `/menu/${record.id}`, { token: merchantUser })),
  },
  {
    name: 'PUT /menu/:id',
    method: 'PUT',
    // a menu no order of the fuzz uses: the body gives it hours
    path: () => `/menu/${casonaServices().id}`,
    token: () => merchantUser,
    base: () => ({ menu: { ...pick(casonaServices(), ['id', 'merchant_id', 'order']), availability: [{ days: [6, 7], from: '09:00', to: '12:00' }] } }),
    control: { status: 200 },
  },
  // stock, recipes and loyalty, as the demo restaurant's merchant user
  {
    name: 'POST /stock/',
    method: 'POST',
    path: () => '/stock/',
    token: () => merchantUser,
    base: () => ({ stock: { name: 'Harina de prueba', unit: 2, newStock: 10.5, supplierId: inventory().suppliers.find((supplier) => supplier.merchant_id === 2)!.supplierCode, minimunStock: 2 } }),
    control: { status: 200 },
    creates: 'stocks',
    undo: async ({ record }) => void (await api.call('DELETE', `/stock/${record.id}`, { token: merchantUser })),
  },
  {
    name: 'PUT /stock/:id',
    method: 'PUT',
    path: () => `/stock/${casonaStock('Arroz').id}`,
    token: () => merchantUser,
    base: () => ({ stock: pick(casonaStock('Arroz'), ['id', 'merchant_id', 'stock', 'newStock']) }),
    control: { status: 200 },
  },
  {
    name: 'POST /combo/',
    method: 'POST',
    path: () => '/combo/',
    token: () => merchantUser,
    base: () => ({ combo: { productId: casonaProduct().id, stockId: casonaStock('Detergente').id, quantity: 0.5 } }),
    control: { status: 200 },
    creates: 'combos',
    undo: async ({ record }) => void (await api.call('DELETE', `/combo/${record.productId}/${record.stockId}`, { token: merchantUser })),
  },
  {
    name: 'POST /loyalty/rewards',
    method: 'POST',
    path: () => '/loyalty/rewards',
    token: () => merchantUser,
    base: () => ({ reward: { recompensa: 'Batido gratis', requiere: 40 } }),
    control: { status: 200 },
    creates: 'rewards',
    undo: async ({ record }) => void (await api.call('DELETE', `/loyalty/rewards/${record.id}`, { token: merchantUser })),
  },
  {
    name: 'PUT /loyalty/rewards',
    method: 'PUT',
    path: () => '/loyalty/rewards',
    token: () => merchantUser,
    base: () => ({ reward: pick(inventory().rewards.find((reward) => reward.merchant_id === 2)!, ['merchant_id']) }),
    control: { status: 200 },
  },
  {
    name: 'POST /loyalty/register-client',
    method: 'POST',
    path: () => '/loyalty/register-client',
    token: () => merchantUser,
    base: () => ({ client: { nombre: 'Cliente de prueba', correo: 'cliente.fuzz@correo.cr', plataforma: 'ios' } }),
    control: { status: 200 },
    creates: 'loyaltyClients',
    // clients have no delete endpoint: the fuzz takes its own out of the store again
    undo: async ({ record }) => {
      const clients = inventory().loyaltyClients;
      clients.splice(clients.findIndex((client) => client.id === record.id), 1);
    },
  },
  {
    name: 'POST /loyalty/search-client',
    method: 'POST',
    path: () => '/loyalty/search-client',
    token: () => merchantUser,
    base: () => ({ client: { email: inventory().loyaltyClients.find((client) => client.merchant_id === 2)!.correo } }),
    control: { status: 200 },
  },
  {
    name: 'POST /loyalty/resendCard',
    method: 'POST',
    path: () => '/loyalty/resendCard',
    token: () => merchantUser,
    base: () => {
      const client = inventory().loyaltyClients.find((candidate) => candidate.merchant_id === 2)!;
      return { client: { loyaltyMemberId: client.loyaltyMemberId, email: client.correo } };
    },
    control: { status: 200 },
  },
];

const DECLARED = declaredEndpoints(routeAreas).filter((declaration) => declaration.body);
/** Any answer but 5xx, 401 and 403: the control of a declared endpoint without a setup of its own. */
const ANSWERED = 0;
const tokenFor = (declaration: Declaration) => {
  const groups = groupsOf(declaration.access);
  if (groups === 'public') return undefined;
  return groups.includes(1) ? () => admin : groups.includes(4) ? () => merchantUser : undefined;
};
/** An override of a field the schema does not have adds it when it is a whole field the server ignores (a client's `tax`). */
const withOverrides = (fields: Record<string, Field>, overrides: Record<string, Partial<Field>> = {}) => {
  const added: Record<string, Field> = {};
  for (const [path, override] of Object.entries(overrides)) {
    if (fields[path]) continue;
    if (!override.kind || !override.ignored) throw new Error(`override of ${path}, which the declared body does not have (only a whole ignored field may be added)`);
    added[path] = override as Field;
  }
  return { ...Object.fromEntries(Object.entries(fields).map(([path, field]) => [path, { ...field, ...overrides[path] }])), ...added };
};
const declaredTarget = (declaration: Declaration): Target[] => {
  const name = `${declaration.method} ${declaration.path}`;
  const setups = SETUPS.filter((setup) => setup.name.replace(/ \(.*\)$/, '') === name);
  const fields = bodyFields(declaration.body!);
  if (setups.length) return setups.map(({ overrides, ...setup }) => ({ ...setup, fields: withOverrides(fields, overrides) }));
  const example = declaration.body!.example as Json | undefined;
  return [{
    name,
    method: declaration.method as Target['method'],
    path: () => declaration.path.replace(/:\w+/g, '999999'),
    token: tokenFor(declaration),
    base: () => clone(example ?? {}),
    fields,
    // without an example there is no valid body to mutate field by field: the whole-body mutations still run
    only: example ? undefined : [],
    control: { status: ANSWERED },
  }];
};
const TARGETS: Target[] = DECLARED.flatMap(declaredTarget);

// ── mutations ───────────────────────────────────────────────────────────────────────────────────
/** 'refuse': the body is invalid and must be refused; 'may accept': valid or ignorable, nothing unknown stored. */
type Verdict = 'refuse' | 'may accept';
interface Case {
  target: Target;
  mutation: string;
  verdict: Verdict;
  /** The raw request body and its content type. */
  body: () => string;
  contentType: string;
  /** An unknown key that must never be stored. */
  unknownKey?: string;
}

const MISSING = Symbol('missing');
/** A number literal JSON.stringify cannot write: a marker string, swapped for the literal in the body's text. */
const RAW = '\u0001raw:';
const raw = (literal: string) => `${RAW}${literal}`;
const stringify = (body: unknown) => JSON.stringify(body).replace(/"\\u0001raw:([^"]+)"/g, '$1');
const clone = <T>(value: T): T => structuredClone(value);
const setPath = (body: Json, path: string, value: unknown) => {
  const keys = path.split('.');
  let node = body as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  if (value === MISSING) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return body;
};
const getPath = (body: Json, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], body);

const random = rng('writeFuzz');
const CONTROL = { 'NUL': '\u0000', 'RLO U+202E': '\u202e', 'ESC': '\u001b' } as const;
/** The same text with a control character at a seeded place inside it. */
const withControl = (value: unknown, char: string) => {
  const base = typeof value === 'string' && value.length ? value : 'Nombre';
  const at = 1 + random.int(0, Math.max(0, base.length - 2));
  return `${base.slice(0, at)}${char}${base.slice(at)}`;
};
const tooLong = (field: Field, value: unknown) => {
  if (field.long) return field.long;
  const max = field.max ?? 100;
  if (field.kind === 'digits') return '1'.repeat(max + 1);
  if (field.kind === 'email') return `${'a'.repeat(max)}@prueba.cr`;
  if (field.kind === 'day') return `${String(value)}0`;
  return 'x'.repeat(max + 1);
};

/** The values to put in one field, each with whether the body must then be refused. */
const fieldMutations = (field: Field, value: unknown): [string, unknown, Verdict][] => {
  const refuse = field.ignored ? 'may accept' : 'refuse';
  const absent = field.ignored || !field.required ? 'may accept' : 'refuse';
  const list: [string, unknown, Verdict][] = [
    ['missing', MISSING, absent],
    ['null', null, field.nullable ? 'may accept' : absent],
    ['operator object {"$gt":""}', { $gt: '' }, field.kind === 'object' ? absent : refuse],
    // inside an object: one more (unknown) key; anywhere else: an object where a value goes
    [
      'prototype key {"__proto__":{…}}',
      Object.assign(JSON.parse('{"__proto__":{"polluted":"sí"}}'), field.kind === 'object' ? value : {}),
      field.kind === 'object' ? 'may accept' : refuse,
    ],
    ['array', field.kind === 'array' ? { 0: value } : [value], refuse],
    ['boolean true', true, field.kind === 'bool' ? 'may accept' : refuse],
  ];
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'digits':
    case 'day':
      list.push(
        ['number for a text', 12345, refuse],
        ['too long', tooLong(field, value), refuse],
        ...Object.entries(CONTROL).map(([name, char]): [string, unknown, Verdict] => [`control character ${name}`, withControl(value, char), refuse]),
        ['blank', '   ', absent],
      );
      break;
    case 'int':
    case 'number':
      list.push(
        ['number as a string', String(value ?? 1), refuse],
        ['NaN-like "NaN"', 'NaN', refuse],
        ['NaN-like "Infinity"', 'Infinity', refuse],
        ['NaN-like "1e999"', '1e999', refuse],
        ['empty string', '', field.blankIsZero ? 'may accept' : refuse],
        ['huge number 1e308', 1e308, refuse],
        // written as is into the JSON text: 2^53+1 is no longer exact once parsed, 1e999 parses to Infinity
        ['unsafe integer 2^53+1', raw('9007199254740993'), refuse],
        ['number literal 1e999 (Infinity once parsed)', raw('1e999'), refuse],
        ['negative', -1, refuse],
      );
      if (field.kind === 'int') list.push(['fraction for a whole number', 1.5, refuse]);
      break;
    case 'bool':
      list.push(['"true" as a string', 'true', refuse], ['number 1', 1, refuse], ['false as a string', 'false', refuse]);
      break;
    case 'object':
      list.push(['a text for an object', 'texto', refuse], ['a number for an object', 7, refuse]);
      break;
    case 'array':
      list.push(['a text for a list', 'texto', refuse], ['a number for a list', 7, refuse], ['an empty list', [], field.emptyOk ? 'may accept' : refuse]);
      break;
  }
  return list;
};

let extra = 0;
/**
 * Whether a field lies inside a list the valid body leaves empty or out ('order.products.0.options.0.group'
 * of a line without choices): there is nothing there to mutate. Only where the list's own holder is in
 * the body: counting the cases without a valid body keeps them all.
 */
const insideEmptyList = (base: Json, path: string) => {
  const keys = path.split('.');
  const index = keys.lastIndexOf('0');
  if (index < 1) return false;
  const holder = getPath(base, keys.slice(0, index - 1).join('.'));
  const list = getPath(base, keys.slice(0, index).join('.'));
  return holder !== null && typeof holder === 'object' && !(Array.isArray(list) && list.length > 0);
};

/** A target's cases; counting them needs no valid body (the mutations depend on the fields alone). */
const casesOf = (target: Target, base: Json = target.base()): Case[] => {
  const cases: Case[] = [];
  const add = (mutation: string, verdict: Verdict, body: () => string, contentType = 'application/json', unknownKey?: string) =>
    cases.push({ target, mutation, verdict, body, contentType, unknownKey });

  for (const [path, field] of Object.entries(target.fields)) {
    if (target.only && !target.only.includes(path)) continue;
    if (insideEmptyList(base, path)) continue;
    for (const [name, value, verdict] of fieldMutations(field, getPath(base, path))) {
      add(`${path}: ${name}`, verdict, () => stringify(setPath(clone(target.base()), path, value)));
    }
    // an unknown field beside the known ones is dropped: accepted or not, never stored
    if (field.kind === 'object' && !field.ignored && !target.only) {
      const key = `campoDesconocido${++extra}`;
      add(`${path}: unknown extra field`, 'may accept', () => JSON.stringify(setPath(clone(target.base()), `${path}.${key}`, 'valor')), undefined, key);
    }
  }
  const key = `campoDesconocido${++extra}`;
  add('unknown top-level field', 'may accept', () => JSON.stringify({ ...target.base(), [key]: 'valor' }), undefined, key);
  add('prototype key at the top {"__proto__":{…}}', 'may accept', () => JSON.stringify(target.base()).replace(/^\{/, '{"__proto__":{"polluted":"sí"},'));

  const whole: [string, () => string, string][] = [
    ['malformed JSON (cut short)', () => JSON.stringify(target.base()).slice(0, -3), 'application/json'],
    ['malformed JSON (unquoted keys)', () => '{token: 1, user: {name: "x"}}', 'application/json'],
    ['malformed JSON (trailing garbage)', () => `${JSON.stringify(target.base())}}x`, 'application/json'],
    ['malformed JSON (single quotes)', () => JSON.stringify(target.base()).replace(/"/g, "'"), 'application/json'],
    ['empty body', () => '', 'application/json'],
    ['body is null', () => 'null', 'application/json'],
    ['body is a list', () => JSON.stringify([target.base()]), 'application/json'],
    ['body is a text', () => JSON.stringify(JSON.stringify(target.base())), 'application/json'],
    ['body is a number', () => '42', 'application/json'],
    ['valid JSON sent as text/plain', () => JSON.stringify(target.base()), 'text/plain'],
    ['valid JSON sent as application/xml', () => JSON.stringify(target.base()), 'application/xml'],
    ['form-encoded fields', () => new URLSearchParams(formFields(target.base())).toString(), 'application/x-www-form-urlencoded'],
  ];
  for (const [name, body, contentType] of whole) add(name, 'refuse', body, contentType);
  return cases;
};

/** The body flattened the way a form post would send it: 'bank[code]=…'. */
const formFields = (body: Json, prefix = ''): [string, string][] =>
  Object.entries(body).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    return value && typeof value === 'object' ? formFields(value as Json, name) : [[name, String(value)] as [string, string]];
  });

// ── checks ──────────────────────────────────────────────────────────────────────────────────────
/** A stack trace, a file path or an internal name in an answer. */
const LEAK = /(^|\n)\s*at\s|\bat\s+[\w.<>$]+\s+\(|Error:|\w+Error\b|node_modules|\/work\/|\/home\/|\/tmp\/|\.tsx?:\d|\.[cm]?js:\d|invalid_type|too_big|too_small|"path":\[/;

const send = async (target: Target, body: string, contentType: string): Promise<CallResult> => {
  const token = target.token?.();
  return api.call(target.method, target.path(), { body, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
};

/** Records a create added to its collection (by value), for undoing an accepted create. */
const added = (target: Target, before: Set<string>) =>
  ((state as unknown as Record<string, Json[]>)[target.creates!] ?? [])
    .filter((record) => !before.has(JSON.stringify(record)))
    .map((record) => ({ collection: target.creates!, record }));
const recordsOf = (target: Target) => new Set(((state as unknown as Record<string, Json[]>)[target.creates ?? ''] ?? []).map((record) => JSON.stringify(record)));

interface Failure {
  endpoint: string;
  mutation: string;
  problem: string;
}
const failures: Failure[] = [];
const counts: Record<string, number> = {};
let total = 0;

/**
 * The last full picture of the store, reused as the next case's 'before' while nothing else ran in
 * between, and the refused bodies sent since it was taken. A picture costs milliseconds and most
 * bodies are refused: their 'changed nothing' is checked together, at the next picture (at most
 * UNCHECKED_AT_MOST bodies later, and always before a case that may be accepted or sets something up).
 * A refused body that added or removed rows is still caught at once (rowCounts).
 */
let picture: StoreSnapshot | undefined;
let unchecked: Case[] = [];
const UNCHECKED_AT_MOST = 16;
// the seed's past bills (HISTORY) are compared once after the cases, so each case's picture holds only the rows added since
let past: PastRows | undefined;

/** A full picture now; the refused bodies sent since the last one must have changed nothing. */
const checkpoint = (): StoreSnapshot => {
  const now = storeSnapshot(state, past);
  const changed = picture && unchecked.length ? changedCollections(picture, now) : [];
  if (changed.length) {
    failures.push({
      endpoint: [...new Set(unchecked.map((item) => item.target.name))].join(', '),
      mutation: unchecked.map((item) => item.mutation).join(' | '),
      problem: `one of these refused bodies changed ${changed.join(', ')}`,
    });
  }
  unchecked = [];
  picture = now;
  return now;
};

/** How many rows each collection holds: a cheap look, taken around every body. */
const rowCounts = () => Object.entries(state).map(([key, value]) => `${key}:${Array.isArray(value) ? value.length : '-'}`).join();

const runCase = async (item: Case) => {
  if (item.target.prepare && unchecked.length) checkpoint();
  await item.target.prepare?.();
  const before = picture && (item.verdict === 'refuse' || !unchecked.length) ? picture : checkpoint();
  const countsBefore = rowCounts();
  const createsRecords = !!item.target.creates;
  const beforeRecords = recordsOf(item.target);
  let result: CallResult;
  try {
    result = await send(item.target, item.body(), item.contentType);
  } catch (error) {
    // no answer at all (the connection dropped) is as bad as a 5xx
    result = { status: 599, body: undefined, text: '', headers: new Headers() };
    failures.push({ endpoint: item.target.name, mutation: item.mutation, problem: `no answer: ${(error as Error).cause ?? error}` });
  }
  total++;
  counts[item.target.name] = (counts[item.target.name] ?? 0) + 1;
  const accepted = result.status >= 200 && result.status < 300;
  // a refused body that must be refused waits for the next picture, unless rows came or went
  let after: StoreSnapshot | undefined;
  let changed: string[] = [];
  if (item.verdict === 'refuse' && !accepted && rowCounts() === countsBefore) {
    unchecked.push(item);
    if (unchecked.length >= UNCHECKED_AT_MOST) checkpoint();
  } else {
    after = storeSnapshot(state, past);
    changed = changedCollections(before, after);
    unchecked = [];
    picture = after;
  }
  const fail = (problem: string) => failures.push({ endpoint: item.target.name, mutation: item.mutation, problem });

  if (result.status >= 500) fail(`answered ${result.status}`);
  // a signed-in endpoint answering 401 means the fuzz lost its session and proves nothing from here on
  if (item.target.token && result.status === 401) fail('answered 401: the session was lost');
  if (LEAK.test(result.text)) fail(`leaks internals: ${result.text.slice(0, 160)}`);
  if (({} as Record<string, unknown>).polluted !== undefined) {
    fail('polluted Object.prototype');
    delete (Object.prototype as Record<string, unknown>).polluted;
  }
  if (item.verdict === 'refuse') {
    if (accepted) fail(`accepted (${result.status})${changed.length ? `, changed ${changed.join(', ')}` : ''}`);
    else if (result.status < 400 || result.status >= 500) fail(`answered ${result.status}`);
    else if (changed.length) fail(`refused (${result.status}) but changed ${changed.join(', ')}`);
  } else if (!accepted && changed.length) {
    fail(`refused (${result.status}) but changed ${changed.join(', ')}`);
  }
  if (accepted) {
    for (const key of [item.unknownKey, 'polluted'].filter(Boolean) as string[]) {
      if (changed.some((collection) => after![collection].includes(`"${key}"`))) fail(`stored the unknown field ${key}`);
    }
  }
  if (!accepted && result.status >= 400 && typeof (result.body?.message ?? result.body?.error) !== 'string') fail(`refusal without a message: ${result.text.slice(0, 120)}`);
  // put the data back for the next case: remove what an accepted create made, save the valid body again
  if (accepted && item.target.afterAccepted) await item.target.afterAccepted(result);
  if (accepted && createsRecords) {
    for (const created of added(item.target, beforeRecords)) await item.target.undo!(created);
    picture = undefined;
  }
  if (accepted && changed.length && item.target.method === 'PUT' && !item.target.prepare && !item.target.live) {
    await send(item.target, JSON.stringify(item.target.base()), 'application/json');
    picture = undefined;
  }
};

// bases are read once, from the seeded data, so a wrongly accepted case cannot change the next case's body
const bases = new Map<Target, Json>();
/** Each target's own way to make its valid body, kept: a shard replaces `base` with the body it read. */
const seededBase = new Map(TARGETS.map((target) => [target, target.base]));

/**
 * The shards share this module when they run one after another in one worker (vitest.api.config.ts:
 * modules are not reloaded per file): each starts from nothing the previous one left.
 */
const resetShardState = () => {
  Object.assign(passwords, { token: '', current: DEMO_PASSWORD, next: 'Fuzz#Clave2027x', changes: 2027 });
  openOrder = unpaidOrder = boardOrder = undefined;
  boardToken = '';
  failures.length = 0;
  for (const key of Object.keys(counts)) delete counts[key];
  total = 0;
  picture = undefined;
  unchecked = [];
  past = undefined;
  bases.clear();
  for (const [target, base] of seededBase) target.base = base;
};

// ── shards ──────────────────────────────────────────────────────────────────────────────────────
/**
 * The fuzz runs as WRITE_FUZZ_SHARDS files side by side (tests/api/writeFuzz.<n>.test.ts), each on
 * a mock API of its own over a contiguous slice of TARGETS, the slices of about equal bodies.
 */
export const WRITE_FUZZ_SHARDS = 4;
const bodyCounts = TARGETS.map((target) => casesOf(target, {}).length);
const allBodies = bodyCounts.reduce((sum, count) => sum + count, 0);
const shardTargets = (shard: number) => {
  let before = 0;
  return TARGETS.filter((_, index) => {
    const middle = before + bodyCounts[index] / 2;
    before += bodyCounts[index];
    return Math.min(WRITE_FUZZ_SHARDS, 1 + Math.floor((middle * WRITE_FUZZ_SHARDS) / allBodies)) === shard;
  });
};

/** One shard of the fuzz, 1 to WRITE_FUZZ_SHARDS: its targets' valid bodies, then their mutations. */
export const writeFuzzShard = (shard: number) => {
  const targets = shardTargets(shard);

  beforeAll(async () => {
    resetShardState();
    api = await startTestApi();
    admin = await api.login(DEMO.admin);
    merchantUser = await api.login(DEMO.merchant);
    passwords.token = await api.login(PASSWORD_USER);
    state = api.store.state() as StateWithRestaurant;
    // the seed's rows only: the orders the fuzz places for itself are followed case by case
    past = pastRowsOf(state, HISTORY);
    await placeOrder();
    for (const target of TARGETS) {
      if (target.prepare || target.live) continue;
      const base = clone(seededBase.get(target)!());
      bases.set(target, base);
      target.base = () => clone(base);
    }
  });
  afterAll(() => api.close());

  describe(`write fuzz (${shard} of ${WRITE_FUZZ_SHARDS})`, () => {
    // a check of the declarations alone: once, in the first shard
    if (shard === 1) {
      it('fuzzes every declared endpoint with a body: each setup names one, by its method', () => {
        for (const setup of SETUPS) {
          const declaration = DECLARED.find((candidate) => `${candidate.method} ${candidate.path}` === setup.name.replace(/ \(.*\)$/, ''));
          expect(declaration, `${setup.name} is not a declared endpoint with a body`).toBeDefined();
          expect(setup.method).toBe(declaration!.method);
        }
      });
    }

    it('starts every endpoint from a body the server accepts', async () => {
      for (const target of targets) {
        await target.prepare?.();
        const body = target.control.body?.() ?? target.base();
        const before = recordsOf(target);
        const result = await send(target, JSON.stringify(body), 'application/json');
        if (target.control.status === ANSWERED) expect([401, 403], `${target.name}: ${result.text}`).not.toContain(result.status);
        else expect(result.status, `${target.name}: ${result.text}`).toBe(target.control.status);
        expect(result.status, `${target.name}: ${result.text}`).toBeLessThan(500);
        if (target.control.message) expect(result.body.message).toBe(target.control.message);
        if (result.status === 200) await target.afterAccepted?.(result);
        if (target.creates && result.status === 200) for (const created of added(target, before)) await target.undo!(created);
      }
    });

    it('refuses every invalid body: no 5xx, no internals, no stored change; stores no unknown field', async () => {
      const cases = targets.flatMap((target) => casesOf(target));
      const started = Date.now();
      for (const item of cases) await runCase(item);
      checkpoint();
      for (const problem of pastRowChanges(state, past!)) failures.push({ endpoint: 'any of this shard', mutation: 'any', problem });
      const summary = Object.entries(counts).map(([name, count]) => `${name}: ${count}`).join('\n');
      console.log(`write fuzz ${shard} of ${WRITE_FUZZ_SHARDS}: ${total} of ${allBodies} bodies (${cases.filter((item) => item.verdict === 'refuse').length} must be refused) in ${Date.now() - started} ms\n${summary}`);
      if (failures.length) {
        const byEndpoint = new Map<string, string[]>();
        for (const failure of failures) byEndpoint.set(failure.endpoint, [...(byEndpoint.get(failure.endpoint) ?? []), `  ${failure.mutation} → ${failure.problem}`]);
        console.log(`write fuzz failures (${failures.length}):\n${[...byEndpoint].map(([name, lines]) => `${name}\n${lines.join('\n')}`).join('\n')}`);
      }
      expect(targets.length).toBeGreaterThan(0);
      expect(total).toBe(cases.length);
      expect(allBodies).toBeGreaterThanOrEqual(2000);
      expect(failures).toEqual([]);
    }, 360_000); // ~2,100 bodies in all, each with a snapshot of the whole store: a minute a shard on a shared 2-core machine
  });
};
