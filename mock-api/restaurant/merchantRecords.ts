import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { saved } from '../../src/domain/wire/common';
import { callerMerchant, nextId } from '../auth/merchantScope';
import type { Session } from '../auth/session';
import { endpoint, type Access, type Call, type Endpoint, type Refusal } from '../contract/endpoint';
import { conflict, idParam, notFound } from '../http';
import type { StateWithRestaurant } from '../seed/restaurantTypes';
import type { Store } from '../store';
import { restaurantState } from './restaurantData';
import { refuseTakenName } from './uniqueName';

type FloorCollection = 'sections' | 'tables' | 'printers' | 'waiters' | 'suppliers' | 'menus' | 'products';
type Keyed<K extends string> = { merchant_id: number; name: string } & Record<K, number>;

export interface MerchantRecordsOptions<R extends Keyed<K>, I extends { name: string }, K extends string, V> {
  /** The area's prefix ('/section'); the endpoints' paths start with it. */
  prefix: string;
  access: Access;
  collection: FloorCollection;
  /** What one record is called in the document's summaries ('section'). */
  noun: string;
  /** The record's key field: `id`, or `supplierCode` for suppliers. Unique across merchants. */
  key: K;
  /** Write bodies wrap the record (`{section}`) and answers carry it under the same name. */
  wrap: string;
  /** Without it the area answers its list itself (GET /menu/getMenu lists menus and products at once). */
  list?: { path: string; envelope: string };
  /** The entity's schema (src/schemas/), as the form checks it. */
  schema: z.ZodType<I>;
  /** A valid body's record, for the document and the fuzz. */
  example?: Record<string, unknown>;
  /** The record as the client sees it (src/domain/wire/). */
  answer: z.ZodType<V>;
  /** When the name identifies the record: refuses a name another of the merchant's records has (409, naming it). */
  nameTaken?: (existing: string) => string;
  /** Checks against the merchant's other data (the section exists); throws an ApiError. */
  check?: (state: StateWithRestaurant, input: I, merchantId: number, self?: R) => void;
  /** The refusals `check` and `refuseDelete` give, for the document. */
  refusals?: { write?: readonly Refusal[]; delete?: readonly Refusal[] };
  /**
   * The stored record from the checked input; `previous` on update (fields the body may not change).
   * Called once every check has passed, so what it writes beside the record (a product's picture)
   * is never left behind by a refused body.
   */
  build: (input: I, key: number, merchantId: number, previous: R | undefined, store: Store) => R;
  /** What the client sees of a record (default: all but merchant_id). */
  view?: (state: StateWithRestaurant, record: R) => V;
  /** Why the record may not be deleted (tables in a section), or undefined. */
  refuseDelete?: (state: StateWithRestaurant, record: R) => string | undefined;
  /** Without `deleted` a delete answers the record alone, as the spec's DELETE /menu/{id} and /product/{id} do. */
  texts: { created: string; updated: string; deleted?: string };
  /** After a write is stored, with the record before and after it (undefined: none): a product's replaced picture is removed. */
  afterWrite?: (store: Store, before: R | undefined, after: R | undefined) => void;
}

const withoutMerchant = <R extends { merchant_id: number }>({ merchant_id: _merchant, ...rest }: R) => rest;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;

/**
 * The list, create, update and delete endpoints of a restaurant collection, declared
 * (docs/api-contract.md) and scoped to the caller's merchant (mock-api/auth/merchantScope.ts): the
 * merchant of a new record is the caller's (a body's merchant_id is never read), and another
 * merchant's record answers 404 as if it did not exist. Returns the declarations and the scoped
 * lookups the area's other endpoints use.
 */
export const merchantRecordEndpoints = <R extends Keyed<K>, I extends { name: string }, K extends string, V>(options: MerchantRecordsOptions<R, I, K, V>) => {
  const { prefix, access, collection, key, wrap, texts, noun } = options;
  const records = (store: Store) => restaurantState(store)[collection] as unknown as R[];
  const view = (store: Store, record: R): V => (options.view ? options.view(restaurantState(store), record) : (withoutMerchant(record) as V));
  const own = (store: Store, session: Session) => {
    const scope = session.merchantScope;
    return records(store).filter((record) => scope !== null && record.merchant_id === scope);
  };
  /** The caller's merchant's record the path names; any other is 404. */
  const find = (call: Pick<Call<unknown>, 'session' | 'params' | 'ctx'>) => {
    const wanted = idParam(call.params[key]);
    const record = own(call.ctx.store, call.session).find((candidate) => candidate[key] === wanted);
    if (!record) throw notFound();
    return record;
  };
  const checkName = (store: Store, input: I, merchantId: number, self?: R) => {
    if (!options.nameTaken) return;
    refuseTakenName(records(store).filter((record) => record.merchant_id === merchantId), input.name, self, options.nameTaken);
  };
  const body = { schema: options.schema, wrap, ...(options.example ? { example: { [wrap]: options.example } } : {}) };
  const nameRefusal = options.nameTaken ? [{ status: 409, message: options.nameTaken('…') } as const] : [];
  const writeRefusals = [...(options.refusals?.write ?? []), ...nameRefusal];
  const answer = saved(wrap, options.answer);
  // `wrap` is a plain string here, so the answer's key is checked by the schema, not the compiler
  const savedAnswer = (record: V, message: string) => ({ [wrap]: record, message }) as unknown as z.output<typeof answer>;
  const deletedAnswer = texts.deleted === undefined ? z.object({ [wrap]: options.answer }) : answer;

  const { list } = options;
  const endpoints: Endpoint[] = [
    ...(list
      ? [
          endpoint({
            method: 'GET',
            path: `${prefix}${list.path}`,
            summary: `The caller's merchant's ${noun}s.`,
            access,
            addition: false,
            answer: z.object({ [list.envelope]: z.array(options.answer) }),
            refusals: [],
            handle: ({ ctx, session }) => ({ [list.envelope]: own(ctx.store, session).map((record) => view(ctx.store, record)) }),
          }),
        ]
      : []),
    endpoint({
      method: 'POST',
      path: `${prefix}/`,
      summary: `Creates a ${noun} of the caller's merchant; the server gives its key.`,
      access,
      addition: false,
      body,
      answer,
      refusals: writeRefusals,
      handle: ({ ctx: { store }, session, body: input }) => {
        const merchantId = callerMerchant(session);
        options.check?.(restaurantState(store), input, merchantId);
        checkName(store, input, merchantId);
        const record = options.build(input, nextId(records(store), (row) => row[key]), merchantId, undefined, store);
        records(store).push(record);
        store.save(collection);
        options.afterWrite?.(store, undefined, record);
        return savedAnswer(view(store, record), texts.created);
      },
    }),
    // the path names its key as the record does: /table/:id, /supplier/:supplierCode
    endpoint({
      method: 'PUT',
      path: `${prefix}/:${key}`,
      summary: `Replaces one of the caller's merchant's ${noun}s.`,
      access,
      addition: false,
      body,
      answer,
      refusals: [notFoundRefusal, ...writeRefusals],
      // call.body is read after the record is found: another merchant's is 404 whatever the body
      handle: (call) => {
        const { store } = call.ctx;
        const stored = find(call);
        const input = call.body;
        options.check?.(restaurantState(store), input, stored.merchant_id, stored);
        checkName(store, input, stored.merchant_id, stored);
        const before = { ...stored };
        Object.assign(stored, options.build(input, stored[key], stored.merchant_id, stored, store));
        store.save(collection);
        options.afterWrite?.(store, before, stored);
        return savedAnswer(view(store, stored), texts.updated);
      },
    }),
    endpoint({
      method: 'DELETE',
      path: `${prefix}/:${key}`,
      summary: `Deletes one of the caller's merchant's ${noun}s.`,
      access,
      addition: false,
      answer: deletedAnswer,
      refusals: [notFoundRefusal, ...(options.refusals?.delete ?? [])],
      handle: (call) => {
        const { store } = call.ctx;
        const stored = find(call);
        const reason = options.refuseDelete?.(restaurantState(store), stored);
        if (reason) throw conflict(reason);
        records(store).splice(records(store).indexOf(stored), 1);
        store.save(collection);
        options.afterWrite?.(store, stored, undefined);
        if (texts.deleted === undefined) return { [wrap]: view(store, stored) } as unknown as z.output<typeof deletedAnswer>;
        return savedAnswer(view(store, stored), texts.deleted);
      },
    }),
  ];
  return { endpoints, own, find };
};
