import { beforeEach, describe, expect, it } from 'vitest';
import { merchantAccountEndpoints } from '../../resources/merchantAccounts/endpoints';
import { merchantEndpoints } from '../../resources/merchants/endpoints';
import { tariffEndpoints } from '../../resources/tariffs/endpoints';
import { userEndpoints } from '../../resources/users/endpoints';
import { createDataProvider } from '../../src/providers/dataProvider';
import { fakeHttp } from '../support/fakeHttp';

const merchants = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, name: `Comercio ${String(index + 1).padStart(2, '0')}`, status: 'ACT' }));
const tariff = { merchantId: 7, paymentTypeId: 1, brandId: 2, bankId: 1, currencyId: 188, channelId: 1, description: 'Crédito', commission: 3, advanceRent: 0, service: 0, commission_int: 0 };
const account = { merchantId: 7, currencyId: 840, countryId: 1, bankCode: 3, accountTypeId: 1, ibanAccount: 'CR05015202001026284066', accountName: 'USD' };
const portalUsers = Array.from({ length: 30 }, (_, index) => ({ id: index + 10, user_id: index + 10, username: `u${index}@x.cr`, group_id: 4, merchant_id: 2 }));

let fake: ReturnType<typeof fakeHttp>;
let provider: ReturnType<typeof createDataProvider>;

beforeEach(() => {
  fake = fakeHttp((path) => {
    const merchantPage = /^\/merchant\/getMerchants\/(\d+)\/15$/.exec(path);
    if (merchantPage) {
      const page = Number(merchantPage[1]);
      return { merchants: merchants.slice((page - 1) * 15, page * 15), pages: 3 };
    }
    const userPage = /^\/user\/getUsers\/(\d)\/(\d+)\/25$/.exec(path);
    if (userPage) return { users: portalUsers.slice((Number(userPage[2]) - 1) * 25, Number(userPage[2]) * 25), pages: 2 };
    if (path === '/tariff/getTariffs/7') return { tariffs: [tariff] };
    if (path === '/merchantAccount/getMerchantAccounts/7') return { merchantAccounts: [account] };
    if (path === '/merchant/suspend/4') return { merchant: { ...merchants[3], status: 'INA' } };
    return {};
  });
  provider = createDataProvider(fake.http, [merchantEndpoints, tariffEndpoints, merchantAccountEndpoints, userEndpoints]);
});

describe('merchants: server pages of 15 counted from 1', () => {
  it('asks the server for the page shown, and reports its pages', async () => {
    const result = await provider.getList('merchants', { pagination: { page: 2, perPage: 15 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(fake.calls.map((call) => call.path)).toEqual(['/merchant/getMerchants/2/15']);
    expect(result.data[0].name).toBe('Comercio 16');
    expect(result.total).toBe(45);
  });

  it("searches by name across every page, not only the visible one", async () => {
    const result = await provider.getList('merchants', { pagination: { page: 1, perPage: 15 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'comercio 38' } });
    expect(fake.calls.map((call) => call.path)).toEqual(['/merchant/getMerchants/1/15', '/merchant/getMerchants/2/15', '/merchant/getMerchants/3/15']);
    expect(result.data.map((merchant) => merchant.id)).toEqual([38]);
  });

  it('wraps writes as {merchant} without id or status, and calls suspend', async () => {
    await provider.update('merchants', { id: 4, data: { name: 'Nuevo' }, previousData: { ...merchants[3] } });
    expect(fake.calls[0]).toMatchObject({ path: '/merchant/4', options: { method: 'PUT', body: { merchant: { name: 'Nuevo' } } } });
    const suspended = await provider.action('merchants', 'suspend', { id: 4 });
    expect(fake.calls[1]).toMatchObject({ path: '/merchant/suspend/4', options: { method: 'POST' } });
    expect(suspended).toMatchObject({ status: 'INA' });
  });
});

describe("tariffs: a merchant's list, composite ids", () => {
  it('lists by merchant and opens one by its key id', async () => {
    const list = await provider.getList('tariffs', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { merchantId: 7 } });
    expect(list.data[0].id).toBe('7-1-2-1-188-1');
    const one = await provider.getOne('tariffs', { id: '7-1-2-1-188-1' });
    expect(one.data.description).toBe('Crédito');
    expect(fake.calls.map((call) => call.path)).toEqual(['/tariff/getTariffs/7', '/tariff/getTariffs/7']);
  });

  it('sends commission_int 0, updates with PUT /tariff/ and deletes with POST /tariff/delete and the key', async () => {
    await provider.create('tariffs', { data: { ...tariff, commission: '4.5', commission_int: 9 } });
    expect(fake.calls[0]).toMatchObject({ path: '/tariff/', options: { method: 'POST', body: { tariff: { ...tariff, commission: 4.5, commission_int: 0 } } } });
    await provider.update('tariffs', { id: '7-1-2-1-188-1', data: { description: 'Otra' }, previousData: { ...tariff, id: '7-1-2-1-188-1' } });
    expect(fake.calls[1]).toMatchObject({ path: '/tariff/', options: { method: 'PUT', body: { tariff: { description: 'Otra', merchantId: 7 } } } });
    await provider.delete('tariffs', { id: '7-1-2-1-188-1', previousData: { ...tariff, id: '7-1-2-1-188-1' } });
    expect(fake.calls[2]).toEqual({
      path: '/tariff/delete',
      options: { method: 'POST', body: { merchantId: 7, paymentTypeId: 1, brandId: 2, bankId: 1, currencyId: 188, channelId: 1 } },
    });
  });
});

describe('merchant accounts', () => {
  it('names an account merchant-currency and deletes it by currency then merchant', async () => {
    const one = await provider.getOne('merchantAccounts', { id: '7-840' });
    expect(one.data.accountName).toBe('USD');
    await provider.delete('merchantAccounts', { id: '7-840', previousData: one.data });
    expect(fake.calls.at(-1)).toMatchObject({ path: '/merchantAccount/840/7', options: { method: 'DELETE' } });
  });

  it('sends the IBAN as stored: no spaces, upper case', async () => {
    await provider.create('merchantAccounts', { data: { ...account, ibanAccount: 'cr05 0152 0200 1026 2840 66' } });
    expect(fake.calls[0].options.body).toEqual({ merchantAccount: account });
  });
});

describe('users: server pages of 25 per group tab', () => {
  it('asks for the tab in the path, and finds a user on the second page by its tab-id', async () => {
    await provider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { group: 2 } });
    expect(fake.calls[0].path).toBe('/user/getUsers/2/1/25');
    const one = await provider.getOne('users', { id: '4-39' });
    expect(one.data.username).toBe('u29@x.cr');
    expect(fake.calls.slice(1).map((call) => call.path)).toEqual(['/user/getUsers/4/1/25', '/user/getUsers/4/2/25']);
  });

  it("writes to the user's own id, with a merchant or a bank depending on the group", async () => {
    await provider.update('users', {
      id: '4-12',
      data: { name: 'Ana', cashRegister: 'true', bank_id: 3 },
      previousData: { id: '4-12', user_id: 12, username: 'ana@x.cr', email: 'ana@x.cr', group_id: 4, merchant_id: 2 },
    });
    expect(fake.calls[0]).toMatchObject({
      path: '/user/12',
      options: { method: 'PUT', body: { user: { username: 'ana@x.cr', name: 'Ana', group_id: 4, merchant_id: 2, bank_id: null, cashRegister: true } } },
    });
    await provider.create('users', { data: { username: 'b@x.cr', name: 'B', email: 'b@x.cr', group_id: 3, merchant_id: 5, bank_id: 2 } });
    expect(fake.calls[1].options.body).toMatchObject({ user: { group_id: 3, merchant_id: null, bank_id: 2, cashRegister: false } });
    await provider.delete('users', { id: '4-12', previousData: { id: '4-12', user_id: 12 } });
    expect(fake.calls[2]).toMatchObject({ path: '/user/12', options: { method: 'DELETE' } });
  });
});
