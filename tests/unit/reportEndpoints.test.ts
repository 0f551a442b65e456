import { describe, expect, it } from 'vitest';
import { merchantPaymentEndpoints } from '../../resources/merchantPayments/endpoints';
import { reportMerchantEndpoints, transactionEndpoints } from '../../resources/transactions/endpoints';
import { createDataProvider } from '../../src/providers/dataProvider';
import { fakeHttp } from '../support/fakeHttp';

const sort = { field: 'id', order: 'ASC' as const };

describe('report endpoints through the data provider', () => {
  it('ask POST /transaction/bymerchant for the page shown, counted from 0, 15 a page', async () => {
    const fake = fakeHttp(() => ({ transactions: [{ transaction_id: 1000123, amount: 100 }], pages: 7 }));
    const provider = createDataProvider(fake.http, [transactionEndpoints]);
    const answer = await provider.getList('transactions', {
      pagination: { page: 3, perPage: 15 },
      sort,
      filter: { startDate: '2026-11-01', endDate: '2026-11-21', merchantId: 3, transactionId: '' },
    });
    expect(fake.calls).toEqual([
      {
        path: '/transaction/bymerchant',
        options: {
          method: 'POST',
          body: { merchantId: 3, startDate: '2026-11-01', endDate: '2026-11-21', pageIndex: 2, pageSize: 15, transactionId: 0, sortOrder: 'DESC' },
        },
      },
    ]);
    expect(answer.data[0].id).toBe(1000123);
    expect(answer.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
    expect(answer.total).toBe(7 * 15);
  });

  it('send every merchant as 0 and a typed transaction number as a number', async () => {
    const fake = fakeHttp(() => ({ transactions: [], pages: 0 }));
    const provider = createDataProvider(fake.http, [transactionEndpoints]);
    await provider.getList('transactions', { pagination: { page: 1, perPage: 15 }, sort, filter: { startDate: 'a', endDate: 'b', transactionId: '1000123' } });
    expect(fake.calls[0].options.body).toMatchObject({ merchantId: 0, transactionId: 1000123, pageIndex: 0 });
  });

  it('send the search fields filled in, amounts typed with a comma or a point as numbers, blank ones left out', async () => {
    const fake = fakeHttp(() => ({ transactions: [], pages: 0 }));
    const provider = createDataProvider(fake.http, [transactionEndpoints]);
    const filter = { startDate: 'a', endDate: 'b', cardLast4: ' 4242 ', authorization: '', amountFrom: '2500,5', amountTo: '12x', voucherId: 'abc', brand: 'VISA' };
    await provider.getList('transactions', { pagination: { page: 1, perPage: 15 }, sort, filter });
    const body = fake.calls[0].options.body as Record<string, unknown>;
    expect(body).toMatchObject({ cardLast4: '4242', amountFrom: 2500.5, amountTo: '12x', voucherId: 'abc', brand: 'VISA' });
    expect(body).not.toHaveProperty('authorization');
  });

  it('ask GET /transaction/{id} for one transaction and unwrap it', async () => {
    const fake = fakeHttp(() => ({ transaction: { transaction_id: 1000123, amount: 100, refunds: [] } }));
    const provider = createDataProvider(fake.http, [transactionEndpoints]);
    const answer = await provider.getOne('transactions', { id: '1000123', meta: { detail: true } });
    expect(fake.calls[0].path).toBe('/transaction/1000123');
    expect(answer.data).toMatchObject({ id: 1000123, transaction_id: 1000123, refunds: [] });
  });

  it('ask the payments report with YYYYMMDD days, zero-based pages of 25', async () => {
    const fake = fakeHttp(() => ({ pagos: [{ ID: 5, EMPRESA: 'Soda Doña Lela' }], pages: 2 }));
    const provider = createDataProvider(fake.http, [merchantPaymentEndpoints]);
    const answer = await provider.getList('merchantPayments', { pagination: { page: 2, perPage: 25 }, sort, filter: { startDate: '2026-10-23', endDate: '2026-11-21' } });
    expect(fake.calls[0]).toEqual({
      path: '/reports/admin/getMerchantPayments',
      options: { method: 'POST', body: { from: '20261023', to: '20261121', page: 1, pageSize: 25, sortOrder: 'DESC' } },
    });
    expect(answer.data[0].id).toBe(5);
  });

  it('ask the server for the date order the table shows, and hand its totals to the screen', async () => {
    const totals = [{ currency: 'CRC', count: 2, amount: 150 }];
    const fake = fakeHttp(() => ({ transactions: [], pages: 0, totals }));
    const provider = createDataProvider(fake.http, [transactionEndpoints, merchantPaymentEndpoints]);
    const filter = { startDate: '2026-11-01', endDate: '2026-11-21' };
    const answer = await provider.getList('transactions', { pagination: { page: 1, perPage: 15 }, sort: { field: 'date_time', order: 'ASC' }, filter });
    expect(fake.calls[0].options.body).toMatchObject({ sortOrder: 'ASC' });
    expect(answer.meta).toEqual({ totals });
    await provider.getList('transactions', { pagination: { page: 1, perPage: 15 }, sort: { field: 'amount', order: 'ASC' }, filter });
    expect(fake.calls[1].options.body).toMatchObject({ sortOrder: 'DESC' });
    await provider.getList('merchantPayments', { pagination: { page: 1, perPage: 25 }, sort: { field: 'FECHA_CREACION', order: 'ASC' }, filter });
    expect(fake.calls[2].options.body).toMatchObject({ sortOrder: 'ASC' });
  });

  it('search the payments by company across every page of the range', async () => {
    const fake = fakeHttp((_path, options) => {
      const page = (options.body as { page: number }).page;
      return { pagos: [{ ID: page * 2 + 1, EMPRESA: 'Soda Doña Lela', CUENTA_IBAN: 'CR1' }, { ID: page * 2 + 2, EMPRESA: 'Hotel Vista Arenal', CUENTA_IBAN: 'CR2' }], pages: 3 };
    });
    const provider = createDataProvider(fake.http, [merchantPaymentEndpoints]);
    const answer = await provider.getList('merchantPayments', { pagination: { page: 1, perPage: 25 }, sort, filter: { startDate: '2026-10-23', endDate: '2026-11-21', q: 'dona' } });
    expect(fake.calls.map((call) => (call.options.body as { page: number }).page)).toEqual([0, 1, 2]);
    expect(answer.data.map((row) => row.EMPRESA)).toEqual(['Soda Doña Lela', 'Soda Doña Lela', 'Soda Doña Lela']);
  });

  it('read the merchant dropdown at once', async () => {
    const fake = fakeHttp(() => ({ merchants: [{ id: 3, name: 'Soda El Guanacasteco' }, { id: 2, name: 'Restaurante La Casona de Doña Ana' }] }));
    const provider = createDataProvider(fake.http, [reportMerchantEndpoints]);
    const answer = await provider.getList('reportMerchants', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(fake.calls[0].path).toBe('/transaction/getMerchants');
    expect(answer.data.map((merchant) => merchant.name)).toEqual(['Restaurante La Casona de Doña Ana', 'Soda El Guanacasteco']);
  });
});
