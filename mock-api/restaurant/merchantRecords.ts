import type { Request, Router } from 'express';
import { sessionOf } from '../auth/session';
import { conflict, idParam, notFound, route } from '../http';
import type { StateWithRestaurant } from '../seed/restaurantTypes';
import type { Store } from '../store';
import { restaurantState } from './restaurantData';
import { refuseTakenName } from './uniqueName';

type FloorCollection = 'sections' | 'tables' | 'printers' | 'waiters' | 'suppliers';
type Keyed<K extends string> = { merchant_id: number; name: string } & Record<K, number>;

export interface MerchantRecordsOptions<R extends Keyed<K>, I extends { name: string }, K extends string> {
  store: Store;
  collection: FloorCollection;
  /** The record's key field: `id`, or `supplierCode` for suppliers. Unique across merchants. */
  key: K;
  /** Write bodies wrap the record (`{section}`) and answers carry it under the same name. */
  wrap: string;
  list: { path: string; envelope: string };
  /** The body's record checked by the entity's schema (src/schemas/), as the form checks it. */
  parse: (body: unknown) => I;
  /** When the name identifies the record: refuses a name another of the merchant's records has (409, naming it). */
  nameTaken?: (existing: string) => string;
  /** Checks against the merchant's other data (the section exists, the name is free); throws an ApiError. */
  check?: (state: StateWithRestaurant, input: I, merchantId: number, self?: R) => void;
  /** The stored record from the checked input; `previous` on update (fields the body may not change). */
  build: (input: I, key: number, merchantId: number, previous?: R) => R;
  /** What the client sees of a record (default: all but merchant_id). */
  view?: (state: StateWithRestaurant, record: R) => unknown;
  /** Why the record may not be deleted (tables in a section), or undefined. */
  refuseDelete?: (state: StateWithRestaurant, record: R) => string | undefined;
  texts: { created: string; updated: string; deleted: string };
}

const withoutMerchant = <R extends { merchant_id: number }>({ merchant_id: _merchant, ...rest }: R) => rest;

/**
 * The list, create, update and delete endpoints of a restaurant collection, scoped to the caller's
 * merchant: the merchant of a new record is the caller's (a body's merchant_id is never read), and
 * another merchant's record answers 404 as if it did not exist. Mounted on a router whose guards
 * (authenticate, allowScreen) are already in place. Returns the scoped lookups for extra routes.
 */
export const mountMerchantRecords = <R extends Keyed<K>, I extends { name: string }, K extends string>(router: Router, options: MerchantRecordsOptions<R, I, K>) => {
  const { store, collection, key, wrap, texts } = options;
  const state = () => restaurantState(store);
  const records = () => state()[collection] as unknown as R[];
  const view = (record: R) => (options.view ? options.view(state(), record) : withoutMerchant(record));
  const scopeOf = (req: Request) => sessionOf(req).merchantScope;
  const own = (req: Request) => {
    const scope = scopeOf(req);
    return records().filter((record) => scope !== null && record.merchant_id === scope);
  };
  const find = (req: Request) => {
    const wanted = idParam(req.params[key]);
    const record = own(req).find((candidate) => candidate[key] === wanted);
    if (!record) throw notFound();
    return record;
  };
  const checkName = (input: I, merchantId: number, self?: R) => {
    if (!options.nameTaken) return;
    refuseTakenName(records().filter((record) => record.merchant_id === merchantId), input.name, self, options.nameTaken);
  };
  const merchantOf = (req: Request) => {
    const scope = scopeOf(req);
    if (scope === null) throw notFound();
    return scope;
  };

  router.get(options.list.path, route((req) => ({ [options.list.envelope]: own(req).map(view) })));

  router.post(
    '/',
    route((req) => {
      const merchantId = merchantOf(req);
      const input = options.parse(req.body);
      options.check?.(state(), input, merchantId);
      checkName(input, merchantId);
      const next = Math.max(0, ...records().map((record) => record[key])) + 1;
      const record = options.build(input, next, merchantId);
      records().push(record);
      store.save(collection);
      return { [wrap]: view(record), message: texts.created };
    }),
  );

  // the path names its key as the record does: /table/:id, /supplier/:supplierCode
  router.put(
    `/:${key}`,
    route((req) => {
      const stored = find(req);
      const input = options.parse(req.body);
      options.check?.(state(), input, stored.merchant_id, stored);
      checkName(input, stored.merchant_id, stored);
      Object.assign(stored, options.build(input, stored[key], stored.merchant_id, stored));
      store.save(collection);
      return { [wrap]: view(stored), message: texts.updated };
    }),
  );

  router.delete(
    `/:${key}`,
    route((req) => {
      const stored = find(req);
      const reason = options.refuseDelete?.(state(), stored);
      if (reason) throw conflict(reason);
      records().splice(records().indexOf(stored), 1);
      store.save(collection);
      return { [wrap]: view(stored), message: texts.deleted };
    }),
  );

  return { own, find };
};
