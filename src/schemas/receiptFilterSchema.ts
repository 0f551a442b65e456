import './zodSetup';
import { z } from 'zod';
import { reportMessages } from '../domain/reportMessages';
import { RECEIPT_PAGE_SIZE, receiptMessages as text } from '../domain/receiptMessages';
import { MAX_PAGE_SIZE } from '../domain/reportFilters';
import { electronicDocumentStatus, electronicDocumentType } from '../domain/wire/electronicDocument';

/** Missing, null or blank: no filter. */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());
/** A query's whole number (a query string carries text): digits only, within bounds. */
const wholeText = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    (value) => (blank(value) ? fallback : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const day = z.string({ error: reportMessages.invalidDates }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.invalidDates);

/**
 * The 'Comprobantes' filters (GET /receipts/list?…, our addition): days in Costa Rica time, both
 * counted whole (default: the month so far), the type, Hacienda's state, part of a clave or a
 * consecutivo (digits), the page from 1 and its size. The screen checks its form with it too.
 */
export const receiptFilterSchema = z.object({
  from: optional(day),
  to: optional(day),
  type: optional(z.enum(electronicDocumentType.options, { error: text.invalidType })),
  status: optional(z.enum(electronicDocumentStatus.options, { error: text.invalidStatus })),
  search: optional(z.string({ error: text.invalidSearch }).trim().regex(/^\d{1,50}$/, text.invalidSearch)),
  page: wholeText(1, 1_000_000, 1, reportMessages.invalidPage),
  size: wholeText(1, MAX_PAGE_SIZE, RECEIPT_PAGE_SIZE, reportMessages.invalidPageSize),
});
export type ReceiptFilter = z.infer<typeof receiptFilterSchema>;

/** The provider's view: a range of days (default: the last 30 up to today). */
export const receiptRangeSchema = receiptFilterSchema.pick({ from: true, to: true });
