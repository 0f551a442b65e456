import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { messages } from '../src/domain/messages';
import { NotDurableError, runDurably } from './storage/durableScope';

/** A refusal the client is meant to read: status plus a Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.requiredFields, extra?: Record<string, unknown>) =>
  new ApiError(400, message, extra);
export const notFound = () => new ApiError(404, messages.notFound);
export const forbidden = () => new ApiError(403, messages.forbidden);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError(409, message, extra);

type Handler = (req: Request, res: Response) => unknown;

/**
 * Every route goes through here so that a thrown ApiError becomes its status and message,
 * and anything else becomes the generic Spanish error without a stack trace. The answer is
 * sent only once every `store.save()` the request made is on disk; a save that could not be
 * made durable was undone and is answered 503 with a Spanish message (the one 5xx the mock API
 * gives: the disk, not the request, failed, and trying again later may work).
 */
export const route =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    runDurably(() => handler(req, res)).then(
      (body) => send(res, body),
      (error: unknown) => next(error instanceof NotDurableError ? new ApiError(503, messages.notSaved) : error),
    );
  };

const send = (res: Response, body: unknown) => {
  if (!res.headersSent && body !== undefined) res.json(body);
};

export const errorHandler = (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  if (res.headersSent) return;
  if (error instanceof ApiError) {
    res.status(error.status).json({ message: error.message, ...error.extra });
    return;
  }
  // body-parser marks malformed JSON with a 4xx status
  const status = (error as { status?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: messages.badJson });
    return;
  }
  console.error('[mock-api]', error instanceof Error ? error.message : error);
  res.status(400).json({ message: messages.processing });
};

/** Whole positive integer from a path segment, else 404 (an id that cannot exist). */
export const idParam = (value: string | undefined): number => {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) <= 0) throw notFound();
  return Number(value);
};

/** The wrapped record of a write body (`{bank: {...}}`); anything else is refused. */
export const wrapped = (body: unknown, key: string): Record<string, unknown> => {
  const inner = (body as Record<string, unknown> | undefined)?.[key];
  if (!inner || typeof inner !== 'object' || Array.isArray(inner)) throw badRequest();
  return inner as Record<string, unknown>;
};
