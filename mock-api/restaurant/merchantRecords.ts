import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { saved } from '../../src/domain/wire/common';
import { callerMerchant, isOwnRecord, nextId } from '../auth/merchantScope';
import type { Session } from '../auth/session';
import { endpoint, type Access, type Call, type Endpoint, type Refusal } from '../contract/endpoint';
import { badRequest, conflict, idParam, notFound, wrapped } from '../http';
import type { StateWithRestaurant } from '../storage/restaurantRecords';
import type { Store } from '../store';
import { inventoryState } from './inventoryData';
import { restaurantState } from './restaurantData';
import { refuseTakenName } from './uniqueName';

type FloorCollection = 'sections' | 'tables' | 'printers' | 'waiters' | 'suppliers' | 'menus' | 'products' | 'optionSets';
type InventoryCollection = 'stocks' | 'rewards';
type Keyed<K extends string> = { merchant_id: number } & Record<K, number>;

/** `U`: the update's checked body, when it is not the create's (`updateSchema`). */
export interface MerchantRecordsOptions<R extends Keyed<K>, I extends object, K extends string, V, U extends object = I> {
  /** The area's prefix ('/section'); the endpoints' paths start with it. */
  prefix: string;
  access: Access;
  collection: FloorCollection | InventoryCollection;
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
  check?: (state: StateWithRestaurant, input: I | U, merchantId: number, self?: R) => void;
  /** The refusals `check` and `refuseDelete` give, for the document. */
  refusals?: { write?: readonly Refusal[]; delete?: readonly Refusal[] };
  /**
   * The stored record from the checked input; `previous` on update (fields the body may not change).
   * Called once every check has passed, so what it writes beside the record (a product's picture)
   * is never left behind by a refused body.
   */
  build: (input: I | U, key: number, merchantId: number, previous: R | undefined, store: Store) => R;
  /** What the client sees of a record (default: all but merchant_id). */
  view?: (state: StateWithRestaurant, record: R) => V;
  /** Why the record may not be deleted (tables in a section), or undefined. */
  refuseDelete?: (state: StateWithRestaurant, record: R) => string | undefined;
  /** Without `deleted`, the delete answers the record alone (the spec's DELETE /menu/{id} and /product/{id}; stock and rewards, as their screens read it). */
  texts: { created: string; updated: string; deleted?: string };
  /** The update's body when it is not the create's (a stock item's has no initial quantity; a reward's names its id). */
  updateSchema?: z.ZodType<U>;
  /** The create's path under the prefix (default '/'; the spec's POST /loyalty/rewards has none). */
  createPath?: string;
  /** The update names its record by the key in its body, at the create's path (docs/spec-reference.md §7: PUT /loyalty/rewards). */
  keyInBody?: true;
  /** Ours, not the provider's specification (docs/departures.md): the document marks every endpoint of the area so. */
  addition?: true;
  /** After a record is replaced, before it is saved (an option set's copies in the products that carry it). */
  updated?: (call: Call<unknown>, record: R) => void;
  /** After a new record is added, before it is saved (a stock item's initial movement). */
  created?: (call: Call<unknown>, record: R) => void;
  /** After a record is taken out, before it is saved (a stock item's movements go with it). */
  deleted?: (state: StateWithRestaurant, record: R) => void;
  /** The collections `created` and `deleted` change, saved with the records'. */
  alsoSaves?: readonly string[];
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
export const merchantRecordEndpoints = <R extends Keyed<K>, I extends object, K extends string, V, U extends object = I>(options: MerchantRecordsOptions<R, I, K, V, U>) => {
  const { prefix, access, collection, key, wrap, texts, noun } = options;
  // the inventory's collections may be missing from an older data file: inventoryState adds them
  const records = (store: Store) => (inventoryState(restaurantState(store)) as unknown as Record<typeof collection, R[]>)[collection];
  const view = (store: Store, record: R): V => (options.view ? options.view(restaurantState(store), record) : (withoutMerchant(record) as V));
  const own = (store: Store, session: Session) => {
    return records(store).filter((record) => isOwnRecord(session, record));
  };
  /** The caller's merchant's record the path names; any other is 404. */
  const find = (call: Pick<Call<unknown>, 'session' | 'params' | 'ctx'>) => {
    const wanted = idParam(call.params[key]);
    const record = own(call.ctx.store, call.session).find((candidate) => candidate[key] === wanted);
    if (!record) throw notFound();
    return record;
  };
  /** The update's record named by the key inside its body (`{reward: {id, …}}`): not a whole number is 400, not the caller's 404. */
  const findNamedInBody = (call: Pick<Call<unknown>, 'session' | 'rawBody' | 'ctx'>) => {
    const wanted = wrapped(call.rawBody, wrap)[key];
    if (typeof wanted !== 'number' || !Number.isInteger(wanted)) throw badRequest(undefined, { field: key });
    const record = own(call.ctx.store, call.session).find((candidate) => candidate[key] === wanted);
    if (!record) throw notFound();
    return record;
  };
  // nameTaken is given only for records that have a name
  const checkName = (store: Store, input: I | U, merchantId: number, self?: R) => {
    if (!options.nameTaken) return;
    const named = (rows: R[]) => rows as unknown as { name: string }[];
    refuseTakenName(named(records(store).filter((record) => record.merchant_id === merchantId)), (input as unknown as { name: string }).name, self as { name: string } | undefined, options.nameTaken);
  };
  const body = { schema: options.schema, wrap, ...(options.example ? { example: { [wrap]: options.example } } : {}) };
  const updateBody = {
    schema: options.updateSchema ?? options.schema,
    wrap,
    ...(options.keyInBody ? { parsedBy: 'handler' as const } : {}),
    ...(options.example ? { example: { [wrap]: options.keyInBody ? { [key]: 1, ...options.example } : options.example } } : {}),
  };
  const createPath = `${prefix}${options.createPath ?? '/'}`;
  const saveAll = (store: Store) => store.save(collection, ...(options.alsoSaves ?? []));
  const nameRefusal = options.nameTaken ? [{ status: 409, message: options.nameTaken('…') } as const] : [];
  const writeRefusals = [...(options.refusals?.write ?? []), ...nameRefusal];
  const answer = saved(wrap, options.answer);
  // `wrap` is a plain string here, so the answer's key is checked by the schema, not the compiler
  const savedAnswer = (record: V, message: string) => ({ [wrap]: record, message }) as unknown as z.output<typeof answer>;
  const deletedAnswer = texts.deleted ? answer : z.object({ [wrap]: options.answer });
  const { list } = options;

  const endpoints: Endpoint[] = [
    ...(list
      ? [
          endpoint({
            method: 'GET',
            path: `${prefix}${list.path}`,
            summary: `The caller's merchant's ${noun}s.`,
            access,
            addition: options.addition ?? false,
            answer: z.object({ [list.envelope]: z.array(options.answer) }),
            refusals: [],
            handle: ({ ctx, session }) => ({ [list.envelope]: own(ctx.store, session).map((record) => view(ctx.store, record)) }),
          }),
        ]
      : []),
    endpoint({
      method: 'POST',
      path: createPath,
      summary: `Creates a ${noun} of the caller's merchant; the server gives its key.`,
      access,
      addition: options.addition ?? false,
      body,
      answer,
      refusals: writeRefusals,
      handle: (call) => {
        const { ctx: { store }, session, body: input } = call;
        const merchantId = callerMerchant(session);
        options.check?.(restaurantState(store), input, merchantId);
        checkName(store, input, merchantId);
        const record = options.build(input, nextId(records(store), (row) => row[key]), merchantId, undefined, store);
        records(store).push(record);
        options.created?.(call, record);
        saveAll(store);
        options.afterWrite?.(store, undefined, record);
        return savedAnswer(view(store, record), texts.created);
      },
    }),
    // the path names its key as the record does: /table/:id, /supplier/:supplierCode
    endpoint({
      method: 'PUT',
      path: options.keyInBody ? createPath : `${prefix}/:${key}`,
      summary: options.keyInBody ? `Replaces one of the caller's merchant's ${noun}s, named by its ${key} in the body.` : `Replaces one of the caller's merchant's ${noun}s.`,
      access,
      addition: options.addition ?? false,
      body: updateBody,
      answer,
      refusals: [notFoundRefusal, ...writeRefusals],
      // call.body is read after the record is found: another merchant's is 404 whatever the body
      handle: (call) => {
        const { store } = call.ctx;
        const stored = options.keyInBody ? findNamedInBody(call) : find(call);
        const input = (options.keyInBody ? call.parse(wrapped(call.rawBody, wrap)) : call.body) as I | U;
        options.check?.(restaurantState(store), input, stored.merchant_id, stored);
        checkName(store, input, stored.merchant_id, stored);
        const before = { ...stored };
        Object.assign(stored, options.build(input, stored[key], stored.merchant_id, stored, store));
        options.updated?.(call, stored);
        saveAll(store);
        options.afterWrite?.(store, before, stored);
        return savedAnswer(view(store, stored), texts.updated);
      },
    }),
    endpoint({
      method: 'DELETE',
      path: `${prefix}/:${key}`,
      summary: `Deletes one of the caller's merchant's ${noun}s.`,
      access,
      addition: options.addition ?? false,
      answer: deletedAnswer,
      refusals: [notFoundRefusal, ...(options.refusals?.delete ?? [])],
      handle: (call) => {
        const { store } = call.ctx;
        const stored = find(call);
        const reason = options.refuseDelete?.(restaurantState(store), stored);
        if (reason) throw conflict(reason);
        records(store).splice(records(store).indexOf(stored), 1);
        options.deleted?.(restaurantState(store), stored);
        saveAll(store);
        options.afterWrite?.(store, stored, undefined);
        const record = view(store, stored);
        return texts.deleted ? savedAnswer(record, texts.deleted) : ({ [wrap]: record } as unknown as z.output<typeof deletedAnswer>);
      },
    }),
  ];
  return { endpoints, own, find };
};
