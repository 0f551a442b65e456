import { tmpdir } from 'node:os';
import { adminProduct } from '../../mock-api/restaurant/merchantCatalogue';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-api/app';
import type { Access, Endpoint as Declaration } from '../../mock-api/contract/endpoint';
import { declaredEndpoints } from '../../mock-api/contract/mount';
import { createOutbox } from '../../mock-api/outbox';
import { routeAreas } from '../../mock-api/routes';
import { merchantAccountsIn } from '../../mock-api/seed/merchantAccounts';
import type { StateWithInventory, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { tariffsIn } from '../../mock-api/seed/tariffs';
import type { TransactionRecord, UserRecord } from '../../mock-api/storage/records';
import { crDate, DAY_MS } from '../../src/domain/costaRicaTime';
import type { ScreenCode } from '../../src/domain/navigation';
import { expectShape } from '../support/answerShape';
import { mountedRoutes } from '../support/mountedRoutes';
import { changedCollections, HISTORY, pastRowChanges, pastRowsOf, type PastRows, storeSnapshot, type StoreSnapshot } from '../support/storeSnapshot';
import { DEMO, startTestApi, type CallResult, type TestApi } from '../support/testApi';

/**
 * The access-control matrix: every endpoint the mock API mounts × every group and no token, plus
 * another merchant's ids in the path, the body and the filters. Expected outcomes are written here
 * from docs/roles.md ('Groups, who they are, what they see'), not read from mock-api/auth/permissions.ts,
 * so a mistake in the server's copy fails this test. Allowed → 2xx and only the caller's merchant's
 * data; not allowed → 401 without a token, 403 with one; another merchant's record → 404; another
 * merchant in a filter → ignored. Writes are harmless: duplicates (409), ids that do not exist
 * (404), records saved unchanged (200) or refusals, and every write call must leave the store as it was.
 */

type Role = 'none' | 'admin' | 'operator' | 'backoffice' | 'merchant' | 'merchant2';
const ROLES: Role[] = ['none', 'admin', 'operator', 'backoffice', 'merchant', 'merchant2'];
const LOGIN: Record<Exclude<Role, 'none'>, string> = {
  admin: DEMO.admin,
  operator: DEMO.operator,
  backoffice: DEMO.backoffice,
  merchant: DEMO.merchant,
  merchant2: DEMO.merchant2,
};
const GROUP: Record<Exclude<Role, 'none'>, number> = { admin: 1, operator: 2, backoffice: 3, merchant: 4, merchant2: 4 };
/** The merchant a scoped caller (groups 2 and 4) is limited to, and the other demo restaurant. */
const OWN: Record<'operator' | 'merchant' | 'merchant2', number> = { operator: 2, merchant: 2, merchant2: 3 };
const OTHER: Record<'operator' | 'merchant' | 'merchant2', number> = { operator: 3, merchant: 3, merchant2: 2 };
type Scoped = keyof typeof OWN;
const SCOPED: Scoped[] = ['operator', 'merchant', 'merchant2'];
const isScoped = (role: Role): role is Scoped => role in OWN;

const PROVIDER = [1, 3];
const EVERY_GROUP = [1, 2, 3, 4];
const RESTAURANT = [2, 4];

let api: TestApi;
const tokens: Partial<Record<Role, string>> = {};
let state: StateWithRestaurant;
const today = crDate(Date.now());
const yearAgo = crDate(Date.now() - 390 * DAY_MS);
const ymd = (day: string) => day.replace(/-/g, '');

const user = (username: string): UserRecord => state.users.find((candidate) => candidate.username === username)!;
const firstUser = (test: (candidate: UserRecord) => boolean) => state.users.find(test)!;
/** A seeded order of the merchant still 'Recibido', for the board's probes. */
const boardOrderOf = (merchantId: number) => state.orders.find((order) => order.merchant_id === merchantId && order.status === 'CREATED')!;
const tableOf = (merchantId: number) => state.tables.find((table) => table.merchant_id === merchantId)!;
/** A user as the edit form sends it back: saving it changes nothing. */
const userBody = (record: UserRecord) => ({
  user: {
    username: record.username,
    name: record.name,
    lastname: record.lastname,
    email: record.email,
    group_id: record.group_id,
    merchant_id: record.merchant_id,
    bank_id: record.bank_id,
    cashRegister: record.cashRegister,
  },
});
/** The operator account of a merchant (group 2) that is not the demo login. */
const cashier = (merchantId: number) => firstUser((candidate) => candidate.group_id === 2 && candidate.merchant_id === merchantId && candidate.username !== DEMO.operator);
const stripId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;

interface Probe {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Expected {
  status: number;
  /** What the answer must hold for this caller: own-merchant data only, and so on. */
  check?: (body: any) => void;
}

/** Who may call an endpoint, from docs/roles.md: anyone, or the listed groups. */
type Who = 'public' | number[];

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As mounted: area prefix + route path, e.g. '/bank/:id'. */
  route: string;
  who: Who;
  /** The harmless call made as every role. */
  probe: (role: Role) => Probe;
  /** The answer a caller of an allowed group gets (for public endpoints: every caller). */
  allowed: (role: Role) => Expected;
  /** Calls naming another merchant's ids, made as the scoped groups (2 and 4) that may call the endpoint. */
  otherMerchant?: (role: Scoped) => (Probe & Expected & { label: string })[];
}

const ok = (check?: (body: any) => void): Expected => ({ status: 200, check });
const status = (code: number): Expected => ({ status: code });

const merchantIdsOfUsers = (rows: { merchant_id: number | null }[]) => new Set(rows.map((row) => row.merchant_id));
const transactionMerchants = (rows: { merchant: { id: number } }[]) => new Set(rows.map((row) => row.merchant.id));
/** The first merchant with transactions whose bank is this one. */
const merchantOfBank = (bankId: number) =>
  state.merchants.find((merchant) => merchant.bank_id === bankId && (state.transactions as TransactionRecord[]).some((row) => row.merchant_id === merchant.id))!.id;
const transactionOf = (merchantId: number) => (state.transactions as TransactionRecord[]).findLast((row) => row.merchant_id === merchantId)!;
/** Stock, recipes and loyalty of a merchant (the caller's own for scoped roles, the demo restaurant otherwise). */
const inventory = () => state as StateWithInventory;
const ownOr2 = (role: Role) => (isScoped(role) ? OWN[role] : 2);
/** The ledger's charges (mock-api/restaurant/ledger.ts): a merchant's newest confirmed one, and one by id. */
const chargesOfLedger = () => ((state as { ledger?: { id: number; merchant_id: number; kind: string; status: string }[] }).ledger ?? []).filter((row) => row.kind === 'charge');
const chargeOf = (merchantId: number) => chargesOfLedger().findLast((row) => row.merchant_id === merchantId && row.status === 'confirmed');
const chargeById = (id: number) => chargesOfLedger().find((row) => row.id === id);
const stockOf = (merchantId: number) => inventory().stocks.find((item) => item.merchant_id === merchantId)!;
const comboOf = (merchantId: number) => inventory().combos.find((combo) => combo.merchant_id === merchantId)!;
const rewardOf = (merchantId: number) => inventory().rewards.find((reward) => reward.merchant_id === merchantId)!;
const clientOf = (merchantId: number) => inventory().loyaltyClients.find((client) => client.merchant_id === merchantId)!;
const stockBody = (merchantId: number) => {
  const { name, unit, supplierId, minimunStock } = stockOf(merchantId);
  return { stock: { name, unit, supplierId, minimunStock } };
};
const onlyIdsOf = <T extends { merchant_id: number }>(rows: T[], merchantId: number, id: (row: T) => number) => rows.filter((row) => row.merchant_id === merchantId).map(id);
const LOYALTY = [4];

/**
 * The probes of declared endpoints (mock-api/contract/): the harmless call and what each caller must
 * get. `who` is written here from docs/roles.md and must be what the declaration lets in. A declared
 * endpoint without a row here is still probed (declaredRow below).
 */
const PROBES: Endpoint[] = [
  // auth: sign-in and reset are public; the session and password change need a token
  { method: 'POST', route: '/auth/login', who: 'public', probe: () => ({ path: '/auth/login', body: { user: '', password: '' } }), allowed: () => status(400) },
  {
    method: 'GET',
    route: '/auth/',
    who: EVERY_GROUP,
    probe: () => ({ path: '/auth/' }),
    allowed: (role) => ok((body) => expect(body.user.merchant?.id ?? null).toBe(isScoped(role) ? OWN[role] : body.user.merchant?.id ?? null)),
  },
  // 'Salir' answers alike for any token; probed with a forged one so the matrix's own sessions survive
  {
    method: 'POST',
    route: '/auth/logout',
    who: 'public',
    probe: () => ({ path: '/auth/logout', headers: { authorization: 'Bearer no.es.un.token' } }),
    allowed: () => ok(),
  },
  {
    method: 'PUT',
    route: '/auth/resetPassword',
    who: 'public',
    probe: () => ({ path: '/auth/resetPassword', headers: { 'x-username': 'nadie.existe@demo.cr' } }),
    allowed: () => ok(),
  },
  {
    method: 'POST',
    route: '/auth/changePassword',
    who: EVERY_GROUP,
    probe: () => ({ path: '/auth/changePassword', body: { lastPassword: 'No#EsLaActual1', newPassword: 'Otra#Clave2027x' } }),
    allowed: () => status(400),
  },
  { method: 'GET', route: '/security/getResources', who: EVERY_GROUP, probe: () => ({ path: '/security/getResources' }), allowed: () => ok((body) => expect(body.resources.length).toBeGreaterThan(0)) },

  // provider screens: merchants (with tariffs and accounts), banks
  {
    method: 'GET',
    route: '/merchant/getWithoutITBMSConfiguration',
    who: PROVIDER,
    probe: () => ({ path: '/merchant/getWithoutITBMSConfiguration' }),
    allowed: () => ok(),
  },
  {
    method: 'GET',
    route: '/merchant/getMerchants/:page/:size',
    who: PROVIDER,
    probe: () => ({ path: '/merchant/getMerchants/1/25' }),
    allowed: () => ok((body) => expect(body.merchants).toHaveLength(25)),
  },
  { method: 'GET', route: '/merchant/getMerchantTypes', who: PROVIDER, probe: () => ({ path: '/merchant/getMerchantTypes' }), allowed: () => ok() },
  { method: 'GET', route: '/merchant/getExecutives', who: PROVIDER, probe: () => ({ path: '/merchant/getExecutives' }), allowed: () => ok() },
  { method: 'GET', route: '/merchant/getMerchantIdTypes', who: PROVIDER, probe: () => ({ path: '/merchant/getMerchantIdTypes' }), allowed: () => ok() },
  {
    method: 'POST',
    route: '/merchant/',
    who: PROVIDER,
    // merchant 2 again: its terminal is taken, so nothing is created
    probe: () => ({ path: '/merchant/', body: { merchant: stripId(state.merchants.find((merchant) => merchant.id === 2)!) } }),
    allowed: () => status(409),
  },
  {
    method: 'PUT',
    route: '/merchant/:id',
    who: PROVIDER,
    probe: () => ({ path: '/merchant/3', body: { merchant: state.merchants.find((merchant) => merchant.id === 3) } }),
    allowed: () => ok((body) => expect(body.merchant.id).toBe(3)),
  },
  // suspending a suspended merchant and activating an active one change nothing
  {
    method: 'POST',
    route: '/merchant/suspend/:id',
    who: PROVIDER,
    probe: () => ({ path: `/merchant/suspend/${state.merchants.find((merchant) => merchant.status === 'INA')!.id}` }),
    allowed: () => ok(),
  },
  { method: 'POST', route: '/merchant/activate/:id', who: PROVIDER, probe: () => ({ path: '/merchant/activate/2' }), allowed: () => ok() },
  { method: 'DELETE', route: '/merchant/:id', who: PROVIDER, probe: () => ({ path: '/merchant/999999' }), allowed: () => status(404) },

  { method: 'GET', route: '/bank/getBanks', who: PROVIDER, probe: () => ({ path: '/bank/getBanks' }), allowed: () => ok((body) => expect(body.banks.length).toBeGreaterThan(0)) },
  { method: 'GET', route: '/bank/getCountries', who: PROVIDER, probe: () => ({ path: '/bank/getCountries' }), allowed: () => ok() },
  { method: 'POST', route: '/bank/', who: PROVIDER, probe: () => ({ path: '/bank/', body: { bank: stripId(state.banks[0]) } }), allowed: () => status(409) },
  { method: 'PUT', route: '/bank/:id', who: PROVIDER, probe: () => ({ path: '/bank/1', body: { bank: state.banks[0] } }), allowed: () => ok() },
  { method: 'DELETE', route: '/bank/:id', who: PROVIDER, probe: () => ({ path: '/bank/999999' }), allowed: () => status(404) },

  { method: 'GET', route: '/tariff/getCatalogsForTariffs', who: PROVIDER, probe: () => ({ path: '/tariff/getCatalogsForTariffs' }), allowed: () => ok() },
  {
    method: 'GET',
    route: '/tariff/getTariffs/:merchantId',
    who: PROVIDER,
    probe: () => ({ path: '/tariff/getTariffs/3' }),
    allowed: () => ok((body) => expect(new Set(body.tariffs.map((tariff: { merchantId: number }) => tariff.merchantId))).toEqual(new Set([3]))),
  },
  { method: 'POST', route: '/tariff/', who: PROVIDER, probe: () => ({ path: '/tariff/', body: { tariff: tariffOf(3) } }), allowed: () => status(409) },
  { method: 'PUT', route: '/tariff/', who: PROVIDER, probe: () => ({ path: '/tariff/', body: { tariff: tariffOf(3) } }), allowed: () => ok() },
  {
    method: 'POST',
    route: '/tariff/delete',
    who: PROVIDER,
    probe: () => ({ path: '/tariff/delete', body: { tariff: { ...tariffOf(3), merchantId: 999999 } } }),
    allowed: () => status(404),
  },

  { method: 'GET', route: '/merchantAccount/getCatalogsForMerchantAccounts', who: PROVIDER, probe: () => ({ path: '/merchantAccount/getCatalogsForMerchantAccounts' }), allowed: () => ok() },
  {
    method: 'GET',
    route: '/merchantAccount/getMerchantAccounts/:merchantId',
    who: PROVIDER,
    probe: () => ({ path: '/merchantAccount/getMerchantAccounts/3' }),
    allowed: () => ok((body) => expect(new Set(body.merchantAccounts.map((account: { merchantId: number }) => account.merchantId))).toEqual(new Set([3]))),
  },
  { method: 'POST', route: '/merchantAccount/', who: PROVIDER, probe: () => ({ path: '/merchantAccount/', body: { merchantAccount: accountOf(3) } }), allowed: () => status(409) },
  { method: 'PUT', route: '/merchantAccount/', who: PROVIDER, probe: () => ({ path: '/merchantAccount/', body: { merchantAccount: accountOf(3) } }), allowed: () => ok() },
  { method: 'DELETE', route: '/merchantAccount/:currencyId/:merchantId', who: PROVIDER, probe: () => ({ path: '/merchantAccount/188/999999' }), allowed: () => status(404) },

  // users: every group reaches the screen, each only the groups below it and scoped groups only their merchant
  {
    method: 'GET',
    route: '/user/getUsers/:group/:page/:size',
    who: EVERY_GROUP,
    probe: () => ({ path: '/user/getUsers/2/1/100' }),
    allowed: (role) =>
      ok((body) => {
        expect(body.users.length).toBeGreaterThan(0);
        if (isScoped(role)) expect(merchantIdsOfUsers(body.users)).toEqual(new Set([OWN[role]]));
        else expect(merchantIdsOfUsers(body.users).size).toBeGreaterThan(2);
      }),
  },
  {
    method: 'GET',
    route: '/user/getMerchantsAndGroups',
    who: EVERY_GROUP,
    probe: () => ({ path: '/user/getMerchantsAndGroups' }),
    allowed: (role) =>
      ok((body) => {
        const ids = body.merchants.map((merchant: { id: number }) => merchant.id);
        if (isScoped(role)) expect(ids).toEqual([OWN[role]]);
        else expect(ids.length).toBe(state.merchants.length);
      }),
  },
  {
    method: 'POST',
    route: '/user/',
    who: EVERY_GROUP,
    // an operator's user name that is taken: refused as a duplicate, nothing created
    probe: (role) => ({ path: '/user/', body: userBody(cashier(isScoped(role) ? OWN[role] : 2)) }),
    allowed: () => status(409),
    otherMerchant: (role) => [
      {
        label: 'a new user for another merchant',
        path: '/user/',
        body: { user: { ...userBody(cashier(OTHER[role])).user, username: `nuevo.${role}@prueba.cr`, email: `nuevo.${role}@prueba.cr`, merchant_id: OTHER[role] } },
        status: 404,
      },
    ],
  },
  {
    method: 'PUT',
    route: '/user/:id',
    who: EVERY_GROUP,
    // each caller saves, unchanged, a user it manages
    probe: (role) => {
      const target = role === 'backoffice' ? user('analista1@banco1.cr') : role === 'admin' ? cashier(2) : cashier(isScoped(role) ? OWN[role] : 2);
      return { path: `/user/${target.id}`, body: userBody(target) };
    },
    allowed: () => ok(),
    otherMerchant: (role) => [
      { label: 'another merchant’s user', path: `/user/${cashier(OTHER[role]).id}`, body: userBody(cashier(OTHER[role])), status: 404 },
      { label: 'an own user moved to another merchant', path: `/user/${cashier(OWN[role]).id}`, body: { user: { ...userBody(cashier(OWN[role])).user, merchant_id: OTHER[role] } }, status: 404 },
    ],
  },
  {
    method: 'DELETE',
    route: '/user/:id',
    who: EVERY_GROUP,
    probe: () => ({ path: '/user/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s user', path: `/user/${cashier(OTHER[role]).id}`, status: 404 }],
  },
  {
    method: 'POST',
    route: '/transaction/bymerchant',
    who: EVERY_GROUP,
    // the filter names merchant 3: honoured for the provider, ignored for a merchant's own users
    probe: () => ({ path: '/transaction/bymerchant', body: { merchantId: 3, startDate: yearAgo, endDate: today, pageIndex: 0, pageSize: 100 } }),
    allowed: (role) =>
      ok((body) => {
        expect(body.transactions.length).toBeGreaterThan(0);
        expect(transactionMerchants(body.transactions)).toEqual(new Set([isScoped(role) ? OWN[role] : 3]));
      }),
    otherMerchant: (role) => [
      {
        label: 'another merchant’s transaction number',
        path: '/transaction/bymerchant',
        body: { merchantId: OTHER[role], transactionId: transactionOf(OTHER[role]).transaction_id, startDate: yearAgo, endDate: today, pageIndex: 0, pageSize: 15 },
        status: 200,
        check: (body) => expect(body.transactions).toEqual([]),
      },
    ],
  },
  {
    method: 'GET',
    route: '/transaction/getMerchants',
    who: PROVIDER,
    probe: () => ({ path: '/transaction/getMerchants' }),
    allowed: () => ok((body) => expect(body.merchants).toHaveLength(state.merchants.length)),
  },
  {
    method: 'GET',
    route: '/transaction/:transactionId',
    who: EVERY_GROUP,
    // a provider's probe names a merchant of the demo back office's bank
    probe: (role) => ({ path: `/transaction/${transactionOf(isScoped(role) ? OWN[role] : merchantOfBank(1)).transaction_id}` }),
    allowed: (role) => ok((body) => expect(body.transaction.merchant.id).toBe(isScoped(role) ? OWN[role] : merchantOfBank(1))),
    otherMerchant: (role) => [{ label: 'another merchant’s transaction', path: `/transaction/${transactionOf(OTHER[role]).transaction_id}`, status: 404 }],
  },
  {
    method: 'POST',
    route: '/reports/admin/getMerchantPayments',
    who: PROVIDER,
    probe: () => ({ path: '/reports/admin/getMerchantPayments', body: { from: ymd(yearAgo), to: ymd(today), page: 0 } }),
    allowed: () => ok((body) => expect(body.pagos.length).toBeGreaterThan(0)),
  },
  // the diner's order calls: the table token and the cancel key are the only keys
  {
    method: 'POST',
    route: '/order/external',
    who: 'public',
    probe: () => ({ path: '/order/external', body: { token: 'Z'.repeat(22), order: { products: [{ id: state.products[0].id, quantity: 1 }], takeout: false } } }),
    allowed: () => status(404),
  },
  {
    method: 'PUT',
    route: '/order/cancel/external/:orderId/:token',
    who: 'public',
    probe: () => ({ path: `/order/cancel/external/1/${tableOf(2).token}`, body: { order: { id: 1 }, token: tableOf(2).token, cancelKey: 'A'.repeat(22) } }),
    allowed: () => status(404),
  },
  {
    method: 'POST',
    route: '/order/pay/external',
    who: 'public',
    // no order has this key: refused alike for everyone, signed in or not (tests/api/qrPayment.test.ts pays)
    probe: () => ({ path: '/order/pay/external', body: { orderId: 1, token: tableOf(2).token, cancelKey: 'A'.repeat(22), card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } } }),
    allowed: () => status(404),
  },
  {
    method: 'POST',
    route: '/order/status/external',
    who: 'public',
    probe: () => ({ path: '/order/status/external', body: { orderId: 1, token: tableOf(2).token, cancelKey: 'A'.repeat(22) } }),
    allowed: () => status(404),
  },
  {
    method: 'POST',
    route: '/order/events/external',
    who: 'public',
    // the diner's stream of one order: the cancel key is the only key, for everyone alike
    probe: () => ({ path: '/order/events/external', body: { orderId: 1, token: tableOf(2).token, cancelKey: 'A'.repeat(22) } }),
    allowed: () => status(404),
  },
  // company settings: group 4 only, its own merchant only
  {
    method: 'GET',
    route: '/merchant/config/:id',
    who: [4],
    probe: (role) => ({ path: `/merchant/config/${isScoped(role) ? OWN[role] : 2}` }),
    allowed: (role) => ok((body) => expect(body.merchant.id).toBe(isScoped(role) ? OWN[role] : -1)),
    otherMerchant: (role) => [{ label: 'another merchant’s settings', path: `/merchant/config/${OTHER[role]}`, status: 404 }],
  },
  {
    method: 'PUT',
    route: '/merchant/config/:id',
    who: [4],
    // the settings as they are: saved unchanged
    probe: (role) => ({ path: `/merchant/config/${isScoped(role) ? OWN[role] : 2}`, body: { merchant: settingsOf(isScoped(role) ? OWN[role] : 2) } }),
    allowed: () => ok(),
    otherMerchant: (role) => [{ label: 'another merchant’s settings', path: `/merchant/config/${OTHER[role]}`, body: { merchant: settingsOf(OTHER[role]) }, status: 404 }],
  },
  // the public voucher: its id is the only key
  {
    method: 'GET',
    route: '/invoice/:voucherId',
    who: 'public',
    probe: () => ({ path: `/invoice/${transactionOf(2).voucher_id}` }),
    allowed: () => ok((body) => expect(body.transaction.transaction_id).toBe(transactionOf(2).transaction_id)),
  },
  // the order board: groups 2 and 4, only their own merchant's orders and events
  {
    method: 'GET',
    route: '/orders/today',
    who: RESTAURANT,
    probe: () => ({ path: '/orders/today' }),
    allowed: (role) =>
      ok((body) => {
        const own = isScoped(role) ? OWN[role] : -1;
        const ids = body.orders.map((order: { id: number }) => order.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(new Set(ids)).toEqual(new Set(state.orders.filter((order) => order.merchant_id === own && ids.includes(order.id)).map((order) => order.id)));
      }),
  },
  {
    method: 'GET',
    route: '/orders/events',
    who: RESTAURANT,
    // without 'Accept: text/event-stream' the polling fallback answers at once
    probe: () => ({ path: '/orders/events' }),
    allowed: () => ok((body) => expect(body).toMatchObject({ reset: true, orders: [] })),
  },
  {
    method: 'PUT',
    route: '/orders/:id/status',
    who: RESTAURANT,
    // the status the caller claims to have seen is not the order's: refused, nothing moves
    probe: (role) => ({ path: `/orders/${boardOrderOf(isScoped(role) ? OWN[role] : 2).id}/status`, body: { from: 'DELIVERED', status: 'CANCELLED', reason: 'Prueba' } }),
    allowed: () => status(409),
    otherMerchant: (role) => [{ label: 'another merchant’s order', path: `/orders/${boardOrderOf(OTHER[role]).id}/status`, body: { from: 'CREATED', status: 'PREPARING' }, status: 404 }],
  },
  {
    method: 'PUT',
    route: '/orders/:id/waiter',
    who: RESTAURANT,
    // the waiter it already has: saved unchanged
    probe: (role) => {
      const order = boardOrderOf(isScoped(role) ? OWN[role] : 2);
      return { path: `/orders/${order.id}/waiter`, body: { waiterId: order.waiterId ?? null } };
    },
    allowed: () => ok(),
    otherMerchant: (role) => [{ label: 'another merchant’s order', path: `/orders/${boardOrderOf(OTHER[role]).id}/waiter`, body: { waiterId: null }, status: 404 }],
  },
  // 'Mesas': who has a table this shift. A waiter that does not exist is refused before anything changes
  {
    method: 'PUT',
    route: '/orders/tables/:id/waiter',
    who: RESTAURANT,
    probe: (role) => ({ path: `/orders/tables/${tableOf(ownOr2(role)).id}/waiter`, body: { waiterId: 999999 } }),
    allowed: () => status(400),
    otherMerchant: (role) => [
      { label: 'another merchant’s table', path: `/orders/tables/${tableOf(OTHER[role]).id}/waiter`, body: { waiterId: null }, status: 404 },
      { label: 'another merchant’s waiter', path: `/orders/tables/${tableOf(OWN[role]).id}/waiter`, body: { waiterId: state.waiters.find((row) => row.merchant_id === OTHER[role])!.id }, status: 400 },
    ],
  },
  // 'Tomar pedido': an empty round is refused before anything changes; another merchant's table is 404 and its dish unknown
  {
    method: 'POST',
    route: '/orders/tables/:id/order',
    who: RESTAURANT,
    probe: (role) => ({ path: `/orders/tables/${tableOf(ownOr2(role)).id}/order`, body: { order: { detail: '', products: [] } } }),
    allowed: () => status(400),
    otherMerchant: (role) => {
      const dishOf = (merchantId: number) => state.products.find((row) => row.merchant_id === merchantId && !row.optionGroups?.length)!;
      return [
        { label: 'another merchant’s table', path: `/orders/tables/${tableOf(OTHER[role]).id}/order`, body: { order: { products: [{ id: dishOf(OTHER[role]).id, quantity: 1 }] } }, status: 404 },
        { label: 'another merchant’s dish', path: `/orders/tables/${tableOf(OWN[role]).id}/order`, body: { order: { products: [{ id: dishOf(OTHER[role]).id, quantity: 1 }] } }, status: 400 },
      ];
    },
  },
  {
    method: 'PUT',
    route: '/orders/sections/:id/waiter',
    who: RESTAURANT,
    probe: (role) => ({ path: `/orders/sections/${sectionOf(ownOr2(role)).id}/waiter`, body: { waiterId: 999999 } }),
    allowed: () => status(400),
    otherMerchant: (role) => [
      { label: 'another merchant’s section', path: `/orders/sections/${sectionOf(OTHER[role]).id}/waiter`, body: { waiterId: null }, status: 404 },
      { label: 'another merchant’s waiter', path: `/orders/sections/${sectionOf(OWN[role]).id}/waiter`, body: { waiterId: state.waiters.find((row) => row.merchant_id === OTHER[role])!.id }, status: 400 },
    ],
  },
  // the staff a waiter may be linked to: the caller's merchant's groups 2 and 4 only
  {
    method: 'GET',
    route: '/waiter/getUsers',
    who: RESTAURANT,
    probe: () => ({ path: '/waiter/getUsers' }),
    allowed: (role) =>
      ok((body) => {
        const ids = body.users.map((row: { id: number }) => row.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(new Set(ids)).toEqual(new Set(state.users.filter((row) => row.merchant_id === ownOr2(role) && (row.group_id === 2 || row.group_id === 4)).map((row) => row.id)));
      }),
  },
  // restaurant, diner and loyalty endpoints
  // the diner's public pages: the table token, the voucher id (and the cancel key) are the only keys
  { method: 'GET', route: '/menu/getMenuQR/:token', who: 'public', probe: () => ({ path: `/menu/getMenuQR/${tableOf(2).token}` }), allowed: () => ok((body) => expect(body.menuqr.length).toBeGreaterThan(0)) },

  // restaurant screens: groups 2 and 4, only their own merchant's tables
  {
    method: 'GET',
    route: '/table/getTables',
    who: RESTAURANT,
    probe: () => ({ path: '/table/getTables' }),
    allowed: (role) =>
      ok((body) => {
        const own = isScoped(role) ? OWN[role] : -1;
        const ids = body.tables.map((table: { id: number }) => table.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids).toEqual(state.tables.filter((table) => table.merchant_id === own).map((table) => table.id));
      }),
  },
  {
    method: 'GET',
    route: '/table/getTableToken/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/table/getTableToken/${tableOf(isScoped(role) ? OWN[role] : 2).id}` }),
    allowed: (role) => ok((body) => expect(body.tokenTable).toBe(tableOf(isScoped(role) ? OWN[role] : 2).token)),
    otherMerchant: (role) => [{ label: 'another merchant’s table', path: `/table/getTableToken/${tableOf(OTHER[role]).id}`, status: 404 }],
  },

  // stock and recipes: groups 2 and 4, their own merchant's items, products and lines only
  {
    method: 'GET',
    route: '/stock/getStocks',
    who: RESTAURANT,
    probe: () => ({ path: '/stock/getStocks' }),
    allowed: (role) => ok((body) => expect(body.stocks.map((item: { id: number }) => item.id)).toEqual(onlyIdsOf(inventory().stocks, ownOr2(role), (item) => item.id))),
  },
  { method: 'GET', route: '/stock/getUnits', who: RESTAURANT, probe: () => ({ path: '/stock/getUnits' }), allowed: () => ok((body) => expect(body.units.length).toBeGreaterThan(3)) },
  {
    method: 'GET',
    route: '/stock/getSuppliers',
    who: RESTAURANT,
    probe: () => ({ path: '/stock/getSuppliers' }),
    allowed: (role) => ok((body) => expect(body.suppliers.map((supplier: { supplierCode: number }) => supplier.supplierCode)).toEqual(state.suppliers.filter((supplier) => supplier.merchant_id === ownOr2(role)).map((supplier) => supplier.supplierCode))),
  },
  {
    method: 'GET',
    route: '/stock/getMovements/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/stock/getMovements/${stockOf(ownOr2(role)).id}` }),
    allowed: () => ok((body) => expect(body.movements.length).toBeGreaterThan(0)),
    otherMerchant: (role) => [{ label: 'another merchant’s stock item', path: `/stock/getMovements/${stockOf(OTHER[role]).id}`, status: 404 }],
  },
  // an item without a name: refused before anything is stored
  { method: 'POST', route: '/stock/', who: RESTAURANT, probe: () => ({ path: '/stock/', body: { stock: { name: '', unit: 1, newStock: 1 } } }), allowed: () => status(400) },
  {
    method: 'PUT',
    route: '/stock/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/stock/${stockOf(ownOr2(role)).id}`, body: stockBody(ownOr2(role)) }),
    allowed: () => ok(),
    otherMerchant: (role) => [{ label: 'another merchant’s stock item', path: `/stock/${stockOf(OTHER[role]).id}`, body: stockBody(OTHER[role]), status: 404 }],
  },
  {
    method: 'PUT',
    route: '/stock/addStock/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/stock/addStock/${stockOf(ownOr2(role)).id}`, body: { stock: { addStock: 0, note: 'Prueba' } } }),
    allowed: () => status(400),
    otherMerchant: (role) => [{ label: 'another merchant’s stock item', path: `/stock/addStock/${stockOf(OTHER[role]).id}`, body: { stock: { addStock: 1, note: 'Prueba' } }, status: 404 }],
  },
  {
    method: 'PUT',
    route: '/stock/removeStock/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/stock/removeStock/${stockOf(ownOr2(role)).id}`, body: { stock: { removeStock: 1e12, note: 'Prueba' } } }),
    allowed: () => status(400),
    otherMerchant: (role) => [{ label: 'another merchant’s stock item', path: `/stock/removeStock/${stockOf(OTHER[role]).id}`, body: { stock: { removeStock: 1, note: 'Prueba' } }, status: 404 }],
  },
  {
    method: 'DELETE',
    route: '/stock/:id',
    who: RESTAURANT,
    probe: () => ({ path: '/stock/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s stock item', path: `/stock/${stockOf(OTHER[role]).id}`, status: 404 }],
  },
  {
    method: 'GET',
    route: '/combo/getComboByProductId/:productId',
    who: RESTAURANT,
    probe: (role) => ({ path: `/combo/getComboByProductId/${comboOf(ownOr2(role)).productId}` }),
    allowed: () => ok((body) => expect(body.combos.length).toBeGreaterThan(0)),
    otherMerchant: (role) => [{ label: 'another merchant’s product', path: `/combo/getComboByProductId/${comboOf(OTHER[role]).productId}`, status: 404 }],
  },
  // a line the recipe already has: 409, nothing added
  {
    method: 'POST',
    route: '/combo/',
    who: RESTAURANT,
    probe: (role) => ({ path: '/combo/', body: { combo: comboOf(ownOr2(role)) } }),
    allowed: () => status(409),
    otherMerchant: (role) => [
      { label: 'another merchant’s product', path: '/combo/', body: { combo: { ...comboOf(OTHER[role]), stockId: stockOf(OWN[role]).id } }, status: 404 },
      { label: 'another merchant’s stock item', path: '/combo/', body: { combo: { ...comboOf(OWN[role]), stockId: stockOf(OTHER[role]).id } }, status: 404 },
    ],
  },
  {
    method: 'PUT',
    route: '/combo/:productId/:stockId',
    who: RESTAURANT,
    probe: (role) => ({ path: `/combo/${comboOf(ownOr2(role)).productId}/${comboOf(ownOr2(role)).stockId}`, body: { combo: { quantity: comboOf(ownOr2(role)).quantity } } }),
    allowed: () => ok(),
    otherMerchant: (role) => [{ label: 'another merchant’s line', path: `/combo/${comboOf(OTHER[role]).productId}/${comboOf(OTHER[role]).stockId}`, body: { combo: { quantity: 1 } }, status: 404 }],
  },
  {
    method: 'DELETE',
    route: '/combo/:productId/:stockId',
    who: RESTAURANT,
    probe: () => ({ path: '/combo/999999/1' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s line', path: `/combo/${comboOf(OTHER[role]).productId}/${comboOf(OTHER[role]).stockId}`, status: 404 }],
  },

  // loyalty: group 4 only (not operators), its own merchant's rewards and clients
  {
    method: 'GET',
    route: '/loyalty/rewards',
    who: LOYALTY,
    probe: () => ({ path: '/loyalty/rewards' }),
    allowed: (role) => ok((body) => expect(body.rewards.map((reward: { id: number }) => reward.id)).toEqual(onlyIdsOf(inventory().rewards, ownOr2(role), (reward) => reward.id))),
  },
  { method: 'POST', route: '/loyalty/rewards', who: LOYALTY, probe: () => ({ path: '/loyalty/rewards', body: { reward: { recompensa: 'Prueba', requiere: 0 } } }), allowed: () => status(400) },
  {
    method: 'PUT',
    route: '/loyalty/rewards',
    who: LOYALTY,
    probe: (role) => ({ path: '/loyalty/rewards', body: { reward: { ...rewardOf(ownOr2(role)) } } }),
    allowed: () => ok(),
    otherMerchant: (role) => [{ label: 'another merchant’s reward', path: '/loyalty/rewards', body: { reward: { ...rewardOf(OTHER[role]), recompensa: 'Mía' } }, status: 404 }],
  },
  {
    method: 'DELETE',
    route: '/loyalty/rewards/:id',
    who: LOYALTY,
    probe: () => ({ path: '/loyalty/rewards/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s reward', path: `/loyalty/rewards/${rewardOf(OTHER[role]).id}`, status: 404 }],
  },
  // an e-mail already registered: 409, nobody added
  {
    method: 'POST',
    route: '/loyalty/register-client',
    who: LOYALTY,
    probe: (role) => ({ path: '/loyalty/register-client', body: { client: { nombre: 'Prueba', correo: clientOf(ownOr2(role)).correo } } }),
    allowed: () => status(409),
  },
  {
    method: 'GET',
    route: '/loyalty/clients/:page/:size',
    who: LOYALTY,
    probe: () => ({ path: '/loyalty/clients/1/100' }),
    allowed: (role) => ok((body) => expect(body.clients.map((client: { id: number }) => client.id).sort()).toEqual(onlyIdsOf(inventory().loyaltyClients, ownOr2(role), (client) => client.id).sort())),
    otherMerchant: (role) => [
      { label: 'another merchant’s client by e-mail', path: `/loyalty/clients/1/25?search=${encodeURIComponent(clientOf(OTHER[role]).correo)}`, status: 200, check: (body) => expect(body.clients).toEqual([]) },
    ],
  },
  {
    method: 'POST',
    route: '/loyalty/search-client',
    who: LOYALTY,
    probe: (role) => ({ path: '/loyalty/search-client', body: { client: { email: clientOf(ownOr2(role)).correo } } }),
    allowed: (role) => ok((body) => expect(body.client.loyaltyMemberId).toBe(clientOf(ownOr2(role)).loyaltyMemberId)),
    otherMerchant: (role) => [
      { label: 'another merchant’s client', path: '/loyalty/search-client', body: { client: { email: clientOf(OTHER[role]).correo } }, status: 200, check: (body) => expect(body.client).toBeNull() },
    ],
  },
  {
    method: 'POST',
    route: '/loyalty/resendCard',
    who: LOYALTY,
    probe: (role) => ({ path: '/loyalty/resendCard', body: { client: { loyaltyMemberId: clientOf(ownOr2(role)).loyaltyMemberId, email: clientOf(ownOr2(role)).correo } } }),
    allowed: () => ok(),
    otherMerchant: (role) => [
      { label: 'another merchant’s client', path: '/loyalty/resendCard', body: { client: { loyaltyMemberId: clientOf(OTHER[role]).loyaltyMemberId, email: clientOf(OTHER[role]).correo } }, status: 404 },
    ],
  },

  {
    method: 'POST',
    route: '/table/',
    who: RESTAURANT,
    // a name the merchant already uses: refused as a duplicate, nothing created
    probe: (role) => {
      const table = tableOf(isScoped(role) ? OWN[role] : 2);
      return { path: '/table/', body: { table: { name: table.name, sectionId: table.sectionId } } };
    },
    allowed: () => status(409),
    otherMerchant: (role) => [{ label: 'a table in another merchant’s section', path: '/table/', body: { table: { name: 'Mesa ajena', sectionId: sectionOf(OTHER[role]).id } }, status: 404 }],
  },
  {
    method: 'PUT',
    route: '/table/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/table/${tableOf(isScoped(role) ? OWN[role] : 2).id}`, body: { table: tableBody(tableOf(isScoped(role) ? OWN[role] : 2)) } }),
    allowed: () => ok(),
    otherMerchant: (role) => [
      { label: 'another merchant’s table', path: `/table/${tableOf(OTHER[role]).id}`, body: { table: tableBody(tableOf(OTHER[role])) }, status: 404 },
      { label: 'an own table moved to another merchant’s section', path: `/table/${tableOf(OWN[role]).id}`, body: { table: { ...tableBody(tableOf(OWN[role])), sectionId: sectionOf(OTHER[role]).id } }, status: 404 },
    ],
  },
  {
    method: 'DELETE',
    route: '/table/:id',
    who: RESTAURANT,
    probe: () => ({ path: '/table/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s table', path: `/table/${tableOf(OTHER[role]).id}`, status: 404 }],
  },
  {
    method: 'POST',
    route: '/table/regenerateToken/:id',
    who: RESTAURANT,
    // a table that does not exist: nothing changes (tests/api/floor.test.ts regenerates for real)
    probe: () => ({ path: '/table/regenerateToken/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s table', path: `/table/regenerateToken/${tableOf(OTHER[role]).id}`, status: 404 }],
  },
  ...floorEndpoints('section', 'sections', 'getSections', (merchantId) => sectionOf(merchantId), (record) => ({ name: record.name, description: record.description, status: record.status })),
  ...floorEndpoints('printer', 'printers', 'getPrinters', (merchantId) => state.printers.find((row) => row.merchant_id === merchantId)!, (record) => ({ name: record.name, ip: record.ip, typeId: record.typeId })),
  ...floorEndpoints('waiter', 'waiters', 'getWaiters', (merchantId) => state.waiters.find((row) => row.merchant_id === merchantId)!, (record) => ({ name: record.name })),
  ...floorEndpoints('supplier', 'suppliers', 'getSuppliers', (merchantId) => state.suppliers.find((row) => row.merchant_id === merchantId)!, (record) => stripMerchant(record), 'supplierCode'),
  // option sets are the products screen's (groups 2 and 4): one seeded for each demo restaurant
  ...floorEndpoints('optionSet', 'optionSets', 'getOptionSets', (merchantId) => state.optionSets.find((row) => row.merchant_id === merchantId)!, ({ name, nameEn, min, max, options }) => ({ name, nameEn, min, max, options })),
  { method: 'GET', route: '/supplier/getTypeServices', who: RESTAURANT, probe: () => ({ path: '/supplier/getTypeServices' }), allowed: () => ok((body) => expect(body.services.length).toBeGreaterThan(0)) },

  // menu and products: groups 2 and 4, only their own merchant's; the CABYS picker for the same groups
  {
    method: 'GET',
    route: '/menu/getMenu',
    who: RESTAURANT,
    probe: () => ({ path: '/menu/getMenu' }),
    allowed: (role) =>
      ok((body) => {
        const own = isScoped(role) ? OWN[role] : -1;
        expect(body.menus.map((menu: { id: number }) => menu.id)).toEqual(state.menus.filter((menu) => menu.merchant_id === own).map((menu) => menu.id));
        expect(body.products.map((product: { id: number }) => product.id)).toEqual(productsOf(own).map((product) => product.id));
      }),
  },
  {
    method: 'POST',
    route: '/menu/',
    who: RESTAURANT,
    probe: () => ({ path: '/menu/', body: { menu: { name: '' } } }),
    allowed: () => status(400),
    otherMerchant: (role) => [{ label: 'a submenu under another merchant’s menu', path: '/menu/', body: { menu: { name: 'Intrusa', parentId: menuOf(OTHER[role]).id } }, status: 400 }],
  },
  {
    method: 'PUT',
    route: '/menu/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/menu/${menuOf(ownOf(role)).id}`, body: { menu: menuOf(ownOf(role)) } }),
    allowed: () => ok(),
    otherMerchant: (role) => [{ label: 'another merchant’s menu', path: `/menu/${menuOf(OTHER[role]).id}`, body: { menu: menuOf(OTHER[role]) }, status: 404 }],
  },
  {
    method: 'DELETE',
    route: '/menu/:id',
    who: RESTAURANT,
    probe: () => ({ path: '/menu/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s empty-looking menu', path: `/menu/${menuOf(OTHER[role]).id}`, status: 404 }],
  },
  {
    method: 'POST',
    route: '/product/',
    who: RESTAURANT,
    probe: () => ({ path: '/product/', body: { product: { name: '' } } }),
    allowed: () => status(400),
    otherMerchant: (role) => [{ label: 'a product in another merchant’s menu', path: '/product/', body: { product: { ...productOf(OTHER[role]), id: undefined } }, status: 400 }],
  },
  {
    method: 'PUT',
    route: '/product/:id',
    who: RESTAURANT,
    probe: (role) => ({ path: `/product/${productOf(ownOf(role)).id}`, body: { product: productOf(ownOf(role)) } }),
    allowed: () => ok(),
    otherMerchant: (role) => [
      { label: 'another merchant’s product', path: `/product/${productOf(OTHER[role]).id}`, body: { product: productOf(OTHER[role]) }, status: 404 },
      { label: 'its own product moved into another merchant’s menu', path: `/product/${productOf(OWN[role]).id}`, body: { product: { ...productOf(OWN[role]), menuId: menuOf(OTHER[role]).id } }, status: 400 },
    ],
  },
  {
    method: 'DELETE',
    route: '/product/:id',
    who: RESTAURANT,
    probe: () => ({ path: '/product/999999' }),
    allowed: () => status(404),
    otherMerchant: (role) => [{ label: 'another merchant’s product', path: `/product/${productOf(OTHER[role]).id}`, status: 404 }],
  },
  { method: 'GET', route: '/product/getTaxCode', who: RESTAURANT, probe: () => ({ path: '/product/getTaxCode' }), allowed: () => ok((body) => expect(body.codes.length).toBeGreaterThan(0)) },
  {
    method: 'GET',
    route: '/product/getCabysByCodeOrName/:text/:page/:size',
    who: RESTAURANT,
    probe: () => ({ path: '/product/getCabysByCodeOrName/cafe/1/15' }),
    allowed: () => ok((body) => expect(body.cabys.length).toBe(15)),
  },
  { method: 'GET', route: '/product/getPrincipalCabys', who: RESTAURANT, probe: () => ({ path: '/product/getPrincipalCabys/' }), allowed: () => ok((body) => expect(body.cabys).toHaveLength(10)) },
  { method: 'GET', route: '/product/getCabysByCategory/:level/:category', who: RESTAURANT, probe: () => ({ path: '/product/getCabysByCategory/2/6' }), allowed: () => ok() },
  { method: 'GET', route: '/product/getCabysByCategory8/:category', who: RESTAURANT, probe: () => ({ path: '/product/getCabysByCategory8/63310000000' }), allowed: () => ok() },
  // 'Cobros sin comprobante': only the caller's merchant's charges; another merchant's charge is 404 and nothing is issued
  {
    method: 'GET',
    route: '/receipts/charges',
    who: RESTAURANT,
    probe: () => ({ path: `/receipts/charges?from=${crDate(Date.now() - 7 * DAY_MS)}&to=${today}&size=100` }),
    allowed: (role) =>
      ok((body: { charges: { id: number }[] }) => {
        const merchants = new Set(body.charges.map((row) => chargeById(row.id)?.merchant_id));
        expect([...merchants].every((merchantId) => merchantId === ownOf(role))).toBe(true);
      }),
  },
  {
    method: 'POST',
    route: '/receipts/charges/:id/issue',
    who: RESTAURANT,
    probe: () => ({ path: '/receipts/charges/999999/issue' }),
    allowed: () => status(404),
    otherMerchant: (role) => {
      const charge = chargeOf(OTHER[role]);
      return charge ? [{ label: 'another merchant’s charge', path: `/receipts/charges/${charge.id}/issue`, status: 404 }] : [];
    },
  },
  // uploaded pictures are public like the QR menu that shows them; their names are random
  { method: 'GET', route: '/product/image/:name', who: 'public', probe: () => ({ path: `/product/image/${'0'.repeat(32)}.png` }), allowed: () => status(404) },


  // reports: transactions for every group (scoped to their merchant), payments for the provider
];

/** The groups that have each screen, from docs/roles.md ('Groups, who they are, what they see'), not from the server's table. */
const SCREEN_GROUPS: Record<ScreenCode, number[]> = {
  'merchants': PROVIDER, 'banks': PROVIDER, 'exchangeRates': PROVIDER, 'users': EVERY_GROUP, 'reports/transactions': EVERY_GROUP, 'reports/merchant-payment': PROVIDER,
  'products': RESTAURANT, 'tables': RESTAURANT, 'orders': RESTAURANT, 'receipts': RESTAURANT, 'sections': RESTAURANT, 'printers': RESTAURANT, 'waiters': RESTAURANT,
  'suppliers': RESTAURANT, 'stocks': RESTAURANT, 'company': [4], 'loyalty/rewards': [4], 'loyalty/clients': [4],
  'reports/cash-close': RESTAURANT,
};
const whoOf = (access: Access): Who =>
  access === 'public'
    ? 'public'
    : access === 'signedIn' || access === 'anySession'
      ? EVERY_GROUP
      : EVERY_GROUP.filter((group) => access.screens.some((screen) => SCREEN_GROUPS[screen].includes(group)) && (!access.providerOnly || PROVIDER.includes(group)));

/** Any answer but 401 and 403 (and no 5xx): what a declared endpoint without a probe of its own must give an allowed caller. */
const ANSWERED = 0;
/** A declared endpoint nobody wrote a probe for: ids that do not exist, and its declared example body or an empty one. */
const declaredRow = (declaration: Declaration): Endpoint => ({
  method: declaration.method,
  route: declaration.path,
  who: whoOf(declaration.access),
  probe: () => ({ path: declaration.path.replace(/:\w+/g, '999999'), body: declaration.body ? (declaration.body.example ?? {}) : undefined }),
  allowed: () => status(ANSWERED),
});
const DECLARED = declaredEndpoints(routeAreas);
const declarationOf = (endpoint: Pick<Endpoint, 'method' | 'route'>) => DECLARED.find((candidate) => candidate.method === endpoint.method && candidate.path === endpoint.route);
/** Every endpoint the mock API mounts, each with its probe row or the default one. */
const ENDPOINTS: Endpoint[] = DECLARED.map((declaration) => PROBES.find((row) => declarationOf(row) === declaration) ?? declaredRow(declaration));

const ownOf = (role: Role) => (isScoped(role) ? OWN[role] : 2);
const productsOf = (merchantId: number) => state.products.filter((product) => product.merchant_id === merchantId);
/** A record as the admin sends it back: without the merchant, which the server takes from the session. */
const withoutMerchant = (record: object) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'merchant_id'));
const menuOf = (merchantId: number) => withoutMerchant(state.menus.find((candidate) => candidate.merchant_id === merchantId)!) as { id: number };
/** A product as the admin sends it back: its answer (GET /menu/getMenu), where 'Sin límite' is no quantity. */
const productOf = (merchantId: number) => adminProduct(productsOf(merchantId)[0]) as { id: number };
const sectionOf = (merchantId: number) => state.sections.find((section) => section.merchant_id === merchantId)!;
const tableBody = (table: { name: string; sectionId: number }) => ({ name: table.name, sectionId: table.sectionId });
const stripMerchant = <T extends { merchant_id: number }>({ merchant_id: _merchant, ...rest }: T) => rest;
const settingsOf = (merchantId: number) => {
  const merchant = state.merchants.find((candidate) => candidate.id === merchantId)!;
  return { simplifiedRegime: merchant.simplifiedRegime, tableService: merchant.tableService };
};

/**
 * A restaurant collection's list, create, update and delete (groups 2 and 4, own merchant only):
 * the list holds only the caller's rows; create is probed with an empty body (refused); update
 * saves the caller's first record unchanged; delete names a record that does not exist. Another
 * merchant's record is 404 for update and delete.
 */
function floorEndpoints<R extends { merchant_id: number }>(
  area: string,
  collection: 'sections' | 'printers' | 'waiters' | 'suppliers' | 'optionSets',
  listPath: string,
  first: (merchantId: number) => R,
  body: (record: R) => object,
  key = 'id',
): Endpoint[] {
  const keyOf = (record: R) => (record as unknown as Record<string, number>)[key];
  const own = (role: Role) => first(isScoped(role) ? OWN[role] : 2);
  return [
    {
      method: 'GET',
      route: `/${area}/${listPath}`,
      who: RESTAURANT,
      probe: () => ({ path: `/${area}/${listPath}` }),
      allowed: (role) =>
        ok((body) => {
          const rows = body[collection] as Record<string, number>[];
          const expected = (state[collection] as unknown as R[]).filter((record) => isScoped(role) && record.merchant_id === OWN[role]).map(keyOf);
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.map((row) => row[key])).toEqual(expected);
        }),
    },
    { method: 'POST', route: `/${area}/`, who: RESTAURANT, probe: () => ({ path: `/${area}/`, body: { [area]: {} } }), allowed: () => status(400) },
    {
      method: 'PUT',
      route: `/${area}/:${key}`,
      who: RESTAURANT,
      probe: (role) => ({ path: `/${area}/${keyOf(own(role))}`, body: { [area]: body(own(role)) } }),
      allowed: () => ok(),
      otherMerchant: (role) => [{ label: `another merchant’s ${area}`, path: `/${area}/${keyOf(first(OTHER[role]))}`, body: { [area]: body(first(OTHER[role])) }, status: 404 }],
    },
    {
      method: 'DELETE',
      route: `/${area}/:${key}`,
      who: RESTAURANT,
      probe: () => ({ path: `/${area}/999999` }),
      allowed: () => status(404),
      otherMerchant: (role) => [{ label: `another merchant’s ${area}`, path: `/${area}/${keyOf(first(OTHER[role]))}`, status: 404 }],
    },
  ];
}

const tariffOf = (merchantId: number) => tariffsIn(state).find((tariff) => tariff.merchantId === merchantId)!;
const accountOf = (merchantId: number) => merchantAccountsIn(state).find((account) => account.merchantId === merchantId)!;

/**
 * Calls made, for the report; every one is also checked to leave stored data unchanged when it writes.
 * The seed's past bills (HISTORY) are set aside: each picture holds the rows added since, and the
 * past rows are compared once, after the last probe (a picture of the whole store for each of some
 * 600 writes was most of this file's time).
 */
let calls = 0;
let past: PastRows;
/** The picture after the last write, the next write's 'before': a read in between must not change stored data either. */
let lastPicture: StoreSnapshot | undefined;
const send = async (role: Role, method: Endpoint['method'], probe: Probe): Promise<CallResult> => {
  const before = method === 'GET' ? undefined : (lastPicture ?? storeSnapshot(api.store.state(), past));
  calls++;
  const result = await api.call(method, probe.path, { token: tokens[role], body: probe.body, headers: probe.headers });
  if (before) {
    lastPicture = storeSnapshot(api.store.state(), past);
    expect(changedCollections(before, lastPicture), `${role} ${method} ${probe.path} (or a read since the last write) changed stored data`).toEqual([]);
  }
  expect(result.status, `${role} ${method} ${probe.path}`).toBeLessThan(500);
  return result;
};

const mountedEndpoints = () =>
  mountedRoutes(createApp({ store: api.store, clock: api.clock, outbox: createOutbox(join(tmpdir(), 'access-matrix-outbox.log'), api.clock.now) }));

beforeAll(async () => {
  api = await startTestApi();
  for (const [role, username] of Object.entries(LOGIN)) tokens[role as Role] = await api.login(username);
  state = api.store.state() as StateWithRestaurant;
  past = pastRowsOf(state, HISTORY);
});
afterAll(async () => {
  await api.close();
  console.log(`access matrix: ${calls} calls over ${ENDPOINTS.length} endpoints × ${ROLES.length} callers`);
});

describe('access-control matrix', () => {
  it('lists every endpoint a route module mounts, and nothing else', () => {
    const listed = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...mountedEndpoints()].sort()).toEqual([...listed].sort());
  });

  it('probes each declared endpoint as its declaration says: a probe row for every declared one it names, its callers the declared ones', () => {
    for (const row of PROBES) {
      const declaration = declarationOf(row);
      expect(declaration, `${row.method} ${row.route} is not declared`).toBeDefined();
      expect(row.who, `${row.method} ${row.route}`).toEqual(whoOf(declaration!.access));
    }
  });

  describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))('%s', (_name, endpoint) => {
    it.each(ROLES)('as %s', async (role) => {
      const result = await send(role, endpoint.method, endpoint.probe(role));
      const allowed = endpoint.who === 'public' || (role !== 'none' && endpoint.who.includes(GROUP[role]));
      if (allowed) {
        const expected = endpoint.allowed(role);
        if (expected.status === ANSWERED) expect([401, 403], result.text).not.toContain(result.status);
        else expect(result.status, result.text).toBe(expected.status);
        expected.check?.(result.body);
        // a declared endpoint's answer has its declared shape
        const declaration = declarationOf(endpoint);
        if (declaration && !declaration.contentType && result.status === 200) expectShape(declaration.answer, result.body, `${role} ${endpoint.method} ${endpoint.route}`);
      } else {
        expect(result.status, result.text).toBe(role === 'none' ? 401 : 403);
      }
      // refusals are Spanish messages, never a stack trace
      if (result.status >= 400) expect(result.text).not.toMatch(/\bat .*\(|Error:|node_modules|\.ts\b/);
    });

    const crossCalls = SCOPED.filter((role) => endpoint.who !== 'public' && endpoint.who.includes(GROUP[role]));
    if (endpoint.otherMerchant && crossCalls.length) {
      it.each(crossCalls)('as %s, naming another merchant’s ids', async (role) => {
        for (const call of endpoint.otherMerchant!(role)) {
          const result = await send(role, endpoint.method, call);
          expect(result.status, `${call.label}: ${result.text}`).toBe(call.status);
          call.check?.(result.body);
        }
      });
    }
  });

  it('keeps each group within its reach among users of one merchant', async () => {
    const merchantUser = firstUser((candidate) => candidate.group_id === 4 && candidate.merchant_id === 2 && candidate.username !== DEMO.merchant);
    // an operator manages operators only: not the merchant's portal users, nor creates one
    expect((await send('operator', 'PUT', { path: `/user/${merchantUser.id}`, body: userBody(merchantUser) })).status).toBe(404);
    expect((await send('operator', 'DELETE', { path: `/user/${merchantUser.id}` })).status).toBe(404);
    expect((await send('operator', 'POST', { path: '/user/', body: { user: { ...userBody(merchantUser).user, username: 'otro.portal@prueba.cr' } } })).status).toBe(403);
    expect((await send('operator', 'GET', { path: '/user/getUsers/4/1/25' })).status).toBe(403);
    // a merchant does not create administrators; an administrator does not touch the bank group
    expect((await send('merchant', 'POST', { path: '/user/', body: { user: { ...userBody(merchantUser).user, username: 'otro.admin@prueba.cr', group_id: 1 } } })).status).toBe(403);
    const analyst = user('analista1@banco1.cr');
    expect((await send('admin', 'PUT', { path: `/user/${analyst.id}`, body: userBody(analyst) })).status).toBe(404);
    expect((await send('admin', 'DELETE', { path: `/user/${analyst.id}` })).status).toBe(404);
    expect((await send('admin', 'GET', { path: '/user/getUsers/3/1/25' })).status).toBe(403);
  });

  // last: every probe above has run (the file's tests run in order)
  it('leaves the seed’s past bills as they were after every probe', () => {
    expect(pastRowChanges(api.store.state(), past)).toEqual([]);
  });
});
