import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';
import { saved } from '../../src/domain/wire/common';
import { type Access, type BodySchema, type BodySpec, type Call, type Endpoint, endpoint, type Parsed } from '../contract/endpoint';
import { conflict, idParam, notFound } from '../http';
import type { DbState } from '../storage/records';
import type { Store } from '../store';

type KeyedRecord = { merchantId: number };

/** How the record to delete is named: by its key fields in a body, or in the path. */
type Removal<R> =
  | { method: 'POST'; path: string; summary: string; body: BodySpec; keyOf: (call: Call<unknown>) => Partial<R> }
  | { method: 'DELETE'; path: string; summary: string; keyOf: (call: Call<unknown>) => Partial<R> };

export interface CompositeKeyRecords<W extends z.ZodType, R extends z.output<W> & KeyedRecord, S extends BodySchema> {
  /** The area's prefix ('/tariff'); every path below is under it. */
  prefix: string;
  /** The data file's collection, saved after each write. */
  collection: 'tariffs' | 'merchantAccounts';
  records: (state: DbState) => R[];
  /** Whether a record has the key of another record, of a checked body or of the key a delete names. */
  sameKey: (record: R, key: Partial<R>) => boolean;
  /** The key the record travels under in write bodies and answers (`{tariff: {...}}`). */
  wrap: string;
  /** The record's shared wire schema (src/domain/wire/); the stored records have its shape. */
  wire: W;
  access: Access;
  /** The choices the key is made of (GET `prefix + path`). */
  catalogs: { path: string; summary: string; answer: z.ZodType; read: (state: DbState) => unknown };
  /** A merchant's records (GET `prefix + path + '/:merchantId'`), under `envelope`. */
  list: { path: string; envelope: string; summary: string };
  body: BodySpec<S>;
  /** A whole, valid record from the checked body: an unknown merchant is 404, a choice outside its catalog 400 (invalidChoice). */
  checked: (state: DbState, input: Parsed<S>) => R;
  create: { summary: string; taken: string };
  update: { summary: string };
  remove: Removal<R>;
  texts: { created: string; updated: string; deleted: string };
}

const notFoundRefusal = { status: 404, message: messages.notFound } as const;
const invalidChoice = { status: 400, message: providerMessages.invalidChoice } as const;

/**
 * The endpoints of a provider record that belongs to a merchant and is named by a composite key,
 * not an id (docs/spec-reference.md §7 tariffs and merchant accounts): the catalogs its key is made
 * of, a merchant's list, create (the key must be free: 409), the spec's PUT naming the record by
 * the key in its body, and delete. An unknown merchant or key is 404.
 */
export const compositeKeyRecords = <W extends z.ZodType, R extends z.output<W> & KeyedRecord, S extends BodySchema>(
  options: CompositeKeyRecords<W, R, S>,
): Endpoint[] => {
  const { prefix, collection, wrap, access, texts } = options;
  const records = (store: Store) => options.records(store.state());
  const indexOfKey = (store: Store, key: Partial<R>) => {
    const index = records(store).findIndex((candidate) => options.sameKey(candidate, key));
    if (index < 0) throw notFound();
    return index;
  };
  const answer = saved(wrap, options.wire);
  const savedAnswer = (record: R, message: string) => ({ [wrap]: record, message }) as z.output<typeof answer>;
  const remove = options.remove;
  return [
    endpoint({
      method: 'GET',
      path: `${prefix}/${options.catalogs.path}`,
      summary: options.catalogs.summary,
      access,
      addition: false,
      answer: options.catalogs.answer,
      refusals: [],
      handle: ({ ctx }) => options.catalogs.read(ctx.store.state()),
    }),
    endpoint({
      method: 'GET',
      path: `${prefix}/${options.list.path}/:merchantId`,
      summary: options.list.summary,
      access,
      addition: false,
      answer: z.object({ [options.list.envelope]: z.array(options.wire) }),
      refusals: [notFoundRefusal],
      handle: ({ ctx, params }) => {
        const merchantId = idParam(params.merchantId);
        if (!ctx.store.state().merchants.some((merchant) => merchant.id === merchantId)) throw notFound();
        return { [options.list.envelope]: records(ctx.store).filter((record) => record.merchantId === merchantId) };
      },
    }),
    endpoint({
      method: 'POST',
      path: `${prefix}/`,
      summary: options.create.summary,
      access,
      addition: false,
      body: options.body,
      answer,
      refusals: [notFoundRefusal, invalidChoice, { status: 409, message: options.create.taken }],
      handle: ({ ctx, body }) => {
        const record = options.checked(ctx.store.state(), body);
        if (records(ctx.store).some((other) => options.sameKey(other, record))) throw conflict(options.create.taken);
        records(ctx.store).push(record);
        ctx.store.save(collection);
        return savedAnswer(record, texts.created);
      },
    }),
    // The key fields name the record to change.
    endpoint({
      method: 'PUT',
      path: `${prefix}/`,
      summary: options.update.summary,
      access,
      addition: false,
      body: options.body,
      answer,
      refusals: [notFoundRefusal, invalidChoice],
      handle: ({ ctx, body }) => {
        const record = options.checked(ctx.store.state(), body);
        records(ctx.store)[indexOfKey(ctx.store, record)] = record;
        ctx.store.save(collection);
        return savedAnswer(record, texts.updated);
      },
    }),
    endpoint({
      method: remove.method,
      path: `${prefix}/${remove.path}`,
      summary: remove.summary,
      access,
      addition: false,
      ...(remove.method === 'POST' ? { body: remove.body } : {}),
      answer,
      refusals: [notFoundRefusal],
      handle: (call) => {
        const [removed] = records(call.ctx.store).splice(indexOfKey(call.ctx.store, remove.keyOf(call)), 1);
        call.ctx.store.save(collection);
        return savedAnswer(removed, texts.deleted);
      },
    }),
  ];
};
