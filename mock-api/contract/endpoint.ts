import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { ScreenCode } from '../../src/domain/navigation';
import type { Session } from '../auth/session';
import type { ApiContext } from '../routes/context';
import type { DbState } from '../storage/records';

/**
 * One endpoint, declared once beside its handler (docs/api-contract.md). From these declarations
 * the mock API mounts its routes (mount.ts), the OpenAPI document is written (openapi.ts), and the
 * access matrix and the write fuzz find what to probe.
 */

/**
 * Who may call: anyone; any signed-in user; or the groups whose menu has one of the screens
 * (mock-api/auth/permissions.ts SCREENS_BY_GROUP), optionally only the provider's groups (1 and 3).
 * 'anySession': any live session, a temporary-password one too, which the handler resolves itself
 * (the password change, whose token may come in `x-authorization`).
 */
export type Access = 'public' | 'signedIn' | 'anySession' | { screens: readonly ScreenCode[]; providerOnly?: true };

/** A refusal the endpoint itself gives (401 and 403 from `access` are added by the generator). */
export interface Refusal {
  status: 400 | 403 | 404 | 409 | 413 | 429 | 503;
  /** The Spanish message (from the catalogues), or what it says when it is built per request. */
  message: string;
}

/** A body's schema: fixed, or built from the stored lookups (the merchant form's identification types). */
export type BodySchema = z.ZodType | ((state: DbState) => z.ZodType);
/** What a body schema checks into: the handler's `call.body`. */
export type Parsed<S> = S extends (state: DbState) => infer T ? (T extends z.ZodType ? z.output<T> : never) : S extends z.ZodType ? z.output<S> : never;

export interface BodySpec<S extends BodySchema = BodySchema> {
  /** The entity's schema (src/schemas/), the same the form applies. */
  schema: S;
  /** The key the record travels under (`{bank: {...}}`, docs/spec-reference.md §7); the schema checks what is inside. */
  wrap?: string;
  /**
   * 'handler': the handler reads the raw body and checks it with this same schema itself, because
   * something must happen first (locked fields put back, a key sent flat or wrapped). The document
   * and the fuzz still use the schema.
   */
  parsedBy?: 'handler';
  /** A valid body, for the document and for the fuzz when it has no setup of its own. */
  example?: unknown;
}

/**
 * What a handler gets. `body` is checked against the declared schema when first read, so checks
 * keep their order: read `call.body` where the body's check belongs (destructuring it in the
 * handler's parameters reads it at once, before an unknown id is answered 404).
 */
export interface Call<B> {
  req: Request;
  res: Response;
  params: Record<string, string>;
  ctx: ApiContext;
  /** The caller; throws 401 on a public endpoint called without a session. */
  readonly session: Session;
  /** The body checked by the declared schema (unwrapped from `wrap`). */
  readonly body: B;
  /** The body as sent, for a `parsedBy: 'handler'` endpoint. */
  rawBody: unknown;
  /** Checks a value against the declared schema (400 with the first problem's message and field). */
  parse(value: unknown): B;
}

export interface Endpoint<S extends BodySchema = BodySchema, A extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As mounted, in express form: '/bank/:id'. */
  path: string;
  /** One line in Spanish-free English for the provider's developers; the document's summary. */
  summary: string;
  access: Access;
  /** true: our addition, not in the provider's specification (the document marks it `x-portal-addition`). */
  addition: boolean;
  body?: BodySpec<S>;
  /** The answer on success (200), a shared wire schema (src/domain/wire/). */
  answer: A;
  /**
   * Set when the answer is not JSON: the handler's text (the reference page) is sent with this
   * type (the reference page as 'text/html', an electronic receipt as 'application/xml', an export as 'text/csv');
   * 'image/*': its bytes, a PNG or a JPEG picture, whose exact type the handler sets.
   */
  contentType?: 'text/html' | 'application/xml' | 'text/csv' | 'application/pdf' | 'image/*';
  /**
   * Set when the endpoint also answers a server-sent event stream to a call that asks for one
   * (`Accept: text/event-stream`): each event's name and its data's schema. The handler writes the
   * stream itself and returns STREAMED; to any other call it gives the JSON answer.
   */
  stream?: Record<string, z.ZodType>;
  refusals: readonly Refusal[];
  /** Builds the answer: its type is the answer schema's, so a drift is a type error. */
  handle(call: Call<S extends BodySchema ? Parsed<S> : never>): Answer<A> | Promise<Answer<A>>;
}

/** What a streaming endpoint's handler returns once it has opened the stream (and written its first events). */
export const STREAMED: unique symbol = Symbol('streamed');
type Answer<A extends z.ZodType> = z.output<A> | typeof STREAMED;

/** The call asks for a server-sent event stream rather than the JSON answer. */
export const wantsStream = (call: Pick<Call<unknown>, 'req'>) => (call.req.get('accept') ?? '').includes('text/event-stream');

/** Declares one endpoint with its types checked (the handler's body and answer follow the schemas). */
export const endpoint = <A extends z.ZodType, S extends BodySchema = z.ZodNever>(declaration: Endpoint<S, A>): Endpoint =>
  declaration as unknown as Endpoint;
