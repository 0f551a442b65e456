import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { ledgerMessages } from '../../src/domain/ledgerMessages';
import { tabMessages } from '../../src/domain/tabMessages';
import { ApiError, badRequest } from '../http';
import type { StateWithRestaurant } from '../storage/restaurantRecords';

/**
 * Never twice (item 4): the diner app sends an `Idempotency-Key` with each order, call and
 * payment, and a repeated key (a double tap, a retry after a lost connection, a reload) is answered
 * with the first answer instead of acting again. Keys are per table and per action, kept a day.
 *
 * The first answer may carry a secret (an order's cancel key), so it is stored encrypted with a key
 * derived from the idempotency key, and found by the key's hash: the data file alone gives neither.
 */
export type IdempotentAction = 'order' | 'call' | 'pay' | 'staffOrder' | 'cash';

export interface IdempotencyRecord {
  merchant_id: number;
  tableId: number;
  action: IdempotentAction;
  /** SHA-256 (hex) of the key. */
  keyHash: string;
  /** AES-256-GCM of the answer's JSON: iv, tag and text, base64url, dot-separated. */
  answer: string;
  /** Epoch ms. */
  at: number;
  /** SHA-256 (hex) of the request's body as sent: the same key with another body is refused (absent in keys from before). */
  bodyHash?: string;
}

export const IDEMPOTENCY_KEYS = 'idempotencyKeys';
const KEPT_MS = 24 * 60 * 60 * 1000;
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

const recordsOf = (state: StateWithRestaurant): IdempotencyRecord[] => {
  const record = state as unknown as Record<string, unknown>;
  if (!Array.isArray(record[IDEMPOTENCY_KEYS])) record[IDEMPOTENCY_KEYS] = [];
  return record[IDEMPOTENCY_KEYS] as IdempotencyRecord[];
};

const hashOf = (key: string) => createHash('sha256').update(`lookup:${key}`).digest('hex');
const cipherKeyOf = (key: string) => createHash('sha256').update(`answer:${key}`).digest();

/** The request's key: undefined when absent (and not required); 400 when malformed or required and missing. */
export const idempotencyKeyOf = (req: Request, required: boolean) => {
  const key = req.get('idempotency-key');
  if (key === undefined) {
    if (required) throw badRequest(tabMessages.idempotencyKeyRequired);
    return undefined;
  }
  if (!KEY_SHAPE.test(key)) throw badRequest(tabMessages.badIdempotencyKey);
  return key;
};

/** A fingerprint of a request's body: its JSON with the keys in order, so a retry of the same request matches. */
export const bodyHashOf = (body: unknown) => createHash('sha256').update(`body:${canonical(body)}`).digest('hex');
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/**
 * The first answer given to this key for this table and action, if any. A key remembers its
 * request (docs/departures.md, "Idempotency keys"): the same key with another body is 409.
 */
export const earlierAnswer = <T>(state: StateWithRestaurant, action: IdempotentAction, tableId: number, key: string | undefined, body?: unknown): T | undefined => {
  if (!key) return undefined;
  const keyHash = hashOf(key);
  const found = recordsOf(state).find((row) => row.keyHash === keyHash && row.tableId === tableId && row.action === action);
  if (!found) return undefined;
  if (found.bodyHash !== undefined && body !== undefined && found.bodyHash !== bodyHashOf(body)) throw new ApiError(409, ledgerMessages.idempotencyKeyReused);
  const [iv, tag, text] = found.answer.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', cipherKeyOf(key), iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8')) as T;
};

/**
 * Keeps the answer for the key (the caller saves IDEMPOTENCY_KEYS in the same write as the action,
 * so a key is remembered exactly when its action happened). Keys older than a day are dropped.
 */
export const rememberAnswer = (state: StateWithRestaurant, action: IdempotentAction, table: { id: number; merchant_id: number }, key: string | undefined, answer: unknown, now: number, body?: unknown) => {
  if (!key) return false;
  const rows = recordsOf(state);
  const fresh = rows.filter((row) => now - row.at < KEPT_MS);
  if (fresh.length !== rows.length) rows.splice(0, rows.length, ...fresh);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKeyOf(key), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  rows.push({ merchant_id: table.merchant_id, tableId: table.id, action, keyHash: hashOf(key), answer: [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.'), at: now, ...(body === undefined ? {} : { bodyHash: bodyHashOf(body) }) });
  return true;
};
