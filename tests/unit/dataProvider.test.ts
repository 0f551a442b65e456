import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeHttp } from '../support/fakeHttp';
import { bankEndpoints, countryEndpoints } from '../../resources/banks/endpoints';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { ResourceEndpoints } from '../../src/providers/endpoints';


const banks = [
  { id: 1, code: '116', name: 'LAFISE Costa Rica', country_code: 1, emails: 'a@l.cr', email_delivery: 'e@l.cr', vault_id: 'V1' },
  { id: 2, code: '151', name: 'Banco Nacional de Costa Rica', country_code: 1, emails: 'b@n.cr', email_delivery: 'e@n.cr', vault_id: 'V2' },
  { id: 3, code: '152', name: 'Banco de Costa Rica', country_code: 1, emails: 'c@b.cr', email_delivery: 'e@b.cr', vault_id: 'V3' },
];

/** A server-paged resource with a nested filter and a composite id, like the merchant tariffs. */
const pagedEndpoints: ResourceEndpoints = {
  name: 'things',
  id: (thing) => `${thing.merchantId}-${thing.code}`,
  list: {
    path: (query, apiPage) => `/thing/getThings/${query.filter.merchantId}/${apiPage}/2`,
    envelope: 'things',
    serverPaging: { pagesKey: 'pages', pageSize: 2, firstPage: 0 },
  },
  filterForId: (id) => ({ merchantId: Number(id.split('-')[0]) }),
  searchFields: ['name'],
  create: { path: () => '/thing/', wrap: 'thing' },
  update: { path: () => '/thing/', method: 'PUT', wrap: 'thing' },
  delete: { path: () => '/thing/delete', method: 'POST', body: (thing) => ({ merchantId: thing.merchantId, code: thing.code }) },
  actions: { suspend: { path: (params) => `/thing/suspend/${params.id}`, method: 'POST', envelope: 'thing' } },
};

const things = ['Ana', 'Beto', 'Carla', 'Dario', 'Elena'].map((name, index) => ({ merchantId: 7, code: `C${index}`, name }));

describe('data provider over an all-at-once list (banks)', () => {
  let fake: ReturnType<typeof fakeHttp>;
  beforeEach(() => {
    fake = fakeHttp((path) => {
      if (path === '/bank/getBanks') return { banks };
      if (path === '/bank/getCountries') return { countries: [{ code: 1, description: 'Costa Rica' }] };
      if (path.startsWith('/bank/')) return { bank: { id: 9, code: '999', name: 'Nuevo' }, message: 'ok' };
      return new HttpError('no', 404);
    });
  });
  const provider = () => createDataProvider(fake.http, [bankEndpoints, countryEndpoints]);

  it('getList: GET the list path, read the envelope, search, sort and page in the client', async () => {
    const result = await provider().getList('banks', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'costa' },
    });
    expect(fake.calls).toEqual([{ path: '/bank/getBanks', options: { method: 'GET', body: undefined } }]);
    expect(result.total).toBe(3);
    expect(result.data.map((bank) => bank.id)).toEqual([3, 2]);
    const page2 = await provider().getList('banks', { pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(page2.data.map((bank) => bank.id)).toEqual([1]);
  });

  it('getList: a column shown through a catalog sorts by the names the meta gives, not the codes', async () => {
    // ids 1..3 as codes; their 'names' reverse the order
    const sortLabels = { id: { '1': 'c', '2': 'b', '3': 'a' } };
    const result = await provider().getList('banks', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { sortLabels } });
    expect(result.data.map((bank) => bank.id)).toEqual([3, 2, 1]);
  });

  it('search ignores accents and case', async () => {
    const result = await provider().getList('banks', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'NACIÓNAL' } });
    expect(result.data.map((bank) => bank.id)).toEqual([2]);
  });

  it('getOne: answered from the list where the API has no single-record call; unknown id is a 404 HttpError', async () => {
    expect((await provider().getOne('banks', { id: '2' })).data.name).toBe('Banco Nacional de Costa Rica');
    await expect(provider().getOne('banks', { id: 99 })).rejects.toMatchObject({ status: 404 });
  });

  it('getMany: the records with those ids; lookups use their own id field', async () => {
    expect((await provider().getMany('banks', { ids: [1, 3] })).data.map((bank) => bank.id)).toEqual([1, 3]);
    expect((await provider().getMany('countries', { ids: [1] })).data).toEqual([{ code: 1, description: 'Costa Rica', id: 1 }]);
  });

  it('create: POST the create path with the record wrapped as {bank}, only the bank fields, and read the saved record', async () => {
    const result = await provider().create('banks', {
      data: { code: '999', name: 'Nuevo', country_code: '1', emails: 'x@y.cr', email_delivery: 'z@y.cr', vault_id: 'V', extra: 'dropped' },
    });
    expect(fake.calls[0]).toEqual({
      path: '/bank/',
      options: {
        method: 'POST',
        body: { bank: { code: '999', name: 'Nuevo', country_code: 1, emails: 'x@y.cr', phones: '', email_delivery: 'z@y.cr', vault_id: 'V' } },
      },
    });
    expect(result.data).toMatchObject({ id: 9, name: 'Nuevo' });
  });

  it('update: PUT /bank/{id} with the merged record wrapped', async () => {
    await provider().update('banks', { id: 2, data: { name: 'Renombrado' }, previousData: banks[1] });
    expect(fake.calls[0].path).toBe('/bank/2');
    expect(fake.calls[0].options.method).toBe('PUT');
    expect((fake.calls[0].options.body as { bank: { name: string; code: string } }).bank).toMatchObject({ name: 'Renombrado', code: '151' });
  });

  it('delete: DELETE /bank/{id} and hand back the previous record', async () => {
    const result = await provider().delete('banks', { id: 3, previousData: banks[2] });
    expect(fake.calls[0]).toEqual({ path: '/bank/3', options: { method: 'DELETE', body: undefined } });
    expect(result.data).toEqual(banks[2]);
  });

  it('updateMany and deleteMany go record by record', async () => {
    await provider().deleteMany('banks', { ids: [1, 2] });
    expect(fake.calls.map((call) => `${call.options.method} ${call.path}`)).toEqual(['DELETE /bank/1', 'DELETE /bank/2']);
  });

  it('passes the server refusal through as the same HttpError', async () => {
    const refusing = fakeHttp(() => new HttpError('Ya existe un banco con ese código.', 409, { message: 'Ya existe un banco con ese código.' }));
    const error = await createDataProvider(refusing.http, [bankEndpoints]).create('banks', { data: { code: '116' } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Ya existe un banco con ese código.' });
  });

  it('refuses unknown resources loudly', async () => {
    await expect(provider().getList('nope', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      /Unknown resource/,
    );
  });
});

describe('data provider over a server-paged, nested resource with composite ids', () => {
  const pagedFake = () =>
    fakeHttp((path, options) => {
      const match = path.match(/^\/thing\/getThings\/(\d+)\/(\d+)\/2$/);
      if (match) {
        const page = Number(match[2]);
        return { things: things.slice(page * 2, page * 2 + 2), pages: 3 };
      }
      if (path === '/thing/suspend/7-C1') return { thing: { ok: true } };
      return { thing: (options.body as { thing: unknown })?.thing };
    });

  it('getList asks the server for exactly the page (API pages counted from 0) and reports its page count', async () => {
    const fake = pagedFake();
    const result = await createDataProvider(fake.http, [pagedEndpoints]).getList('things', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { merchantId: 7 },
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/thing/getThings/7/1/2']);
    expect(result.data.map((thing) => thing.id)).toEqual(['7-C2', '7-C3']);
    expect(result.total).toBe(6);
    expect(result.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
  });

  it("a search reads every page, so a record on another page is found", async () => {
    const fake = pagedFake();
    const result = await createDataProvider(fake.http, [pagedEndpoints]).getList('things', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { merchantId: 7, q: 'elena' },
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/thing/getThings/7/0/2', '/thing/getThings/7/1/2', '/thing/getThings/7/2/2']);
    expect(result.data.map((thing) => thing.name)).toEqual(['Elena']);
    expect(result.total).toBe(1);
  });

  it('with a maximum page size, a screen page is asked at its own size and a search reads the largest pages', async () => {
    // the page size travels in the path here: /thing/getThings/{merchant}/{page}/{size}
    const sized: ResourceEndpoints = {
      ...pagedEndpoints,
      list: {
        ...pagedEndpoints.list,
        path: (query, apiPage) => `/thing/getThings/${query.filter.merchantId}/${apiPage}/${query.perPage}`,
        serverPaging: { pagesKey: 'pages', pageSize: 2, firstPage: 0, maxPageSize: 4 },
      },
    };
    const fake = fakeHttp((path) => {
      const [, page, size] = (path.match(/\/(\d+)\/(\d+)$/) ?? []).map(Number);
      return { things: things.slice(page * size, page * size + size), pages: Math.ceil(things.length / size) };
    });
    const provider = createDataProvider(fake.http, [sized]);
    const screen = await provider.getList('things', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: { merchantId: 7 } });
    expect(screen.total).toBe(6);
    // a larger page than the API takes is asked at its maximum
    await provider.getList('things', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: { merchantId: 7 } });
    const search = await provider.getList('things', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: { merchantId: 7, q: 'elena' } });
    expect(fake.calls.map((call) => call.path)).toEqual(['/thing/getThings/7/0/2', '/thing/getThings/7/0/4', '/thing/getThings/7/0/4', '/thing/getThings/7/1/4']);
    expect(search.data.map((thing) => thing.name)).toEqual(['Elena']);
  });

  it('getOne finds a composite id through the filter the id implies', async () => {
    const fake = pagedFake();
    const { data } = await createDataProvider(fake.http, [pagedEndpoints]).getOne('things', { id: '7-C4' });
    expect(data.name).toBe('Elena');
    expect(fake.calls[0].path).toBe('/thing/getThings/7/0/2');
  });

  it('getManyReference filters the list by the target', async () => {
    const fake = pagedFake();
    await createDataProvider(fake.http, [pagedEndpoints]).getManyReference('things', {
      target: 'merchantId',
      id: 7,
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(fake.calls[0].path).toBe('/thing/getThings/7/0/2');
  });

  it('update with a PUT to a fixed path, delete through POST with the key fields in the body', async () => {
    const fake = pagedFake();
    const provider = createDataProvider(fake.http, [pagedEndpoints]);
    await provider.update('things', { id: '7-C1', data: { name: 'Berto' }, previousData: { ...things[1], id: '7-C1' } });
    expect(fake.calls[0]).toMatchObject({ path: '/thing/', options: { method: 'PUT', body: { thing: { merchantId: 7, code: 'C1', name: 'Berto' } } } });
    await provider.delete('things', { id: '7-C1', previousData: { ...things[1], id: '7-C1' } });
    expect(fake.calls[1]).toEqual({ path: '/thing/delete', options: { method: 'POST', body: { merchantId: 7, code: 'C1' } } });
  });

  it('runs a described extra action and reads its envelope', async () => {
    const fake = pagedFake();
    const result = await createDataProvider(fake.http, [pagedEndpoints]).action('things', 'suspend', { id: '7-C1' });
    expect(fake.calls[0]).toEqual({ path: '/thing/suspend/7-C1', options: { method: 'POST', body: undefined } });
    expect(result).toEqual({ ok: true });
  });
});
