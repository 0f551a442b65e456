import { z } from 'zod';
import { isEmail, isEmailList } from '../domain/email';
import { schemaMessages as text } from './schemaMessages';

/**
 * The building blocks of every entity schema (src/schemas/*Schema.ts). The same schema checks
 * a react-admin form (through schemaResolver) and a write body at the mock API (through
 * parseBody), so the rules and their Spanish texts are written once.
 *
 * Types are never coerced: '12' is not a number, true is not a text. Texts are trimmed, then
 * refused (not cut) when too long. An empty required value and a missing one read alike.
 */

/** Missing (or null) reads as "required"; any other wrong type as an invalid value. */
const typeError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? text.requiredFields : text.invalidType),
};

/**
 * C0/C1 control characters and the bidi overrides/isolates: invisible in a list, they can hide or
 * reorder what a name says (an RLO makes 'fdp.exe' read 'exe.pdf'). Line breaks are allowed only
 * where a text is multi-line.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above, line feed allowed
const CONTROL_OR_BIDI_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** True when a text holds no control or bidi character (a single-line text). */
export const withoutControlCharacters = (value: string) => !CONTROL_OR_BIDI.test(value);

interface TextOptions {
  /** Allow line breaks (descriptions, comments). */
  multiline?: boolean;
  /** The message when the text is longer than max (default: the generic one naming max). */
  tooLong?: string;
}

const boundedText = (max: number, min: number, { multiline = false, tooLong }: TextOptions = {}) => {
  const forbidden = multiline ? CONTROL_OR_BIDI_EXCEPT_NEWLINE : CONTROL_OR_BIDI;
  return z
    .string(typeError)
    .trim()
    .min(min, text.requiredFields)
    .max(max, tooLong ?? text.tooLong(max))
    .refine((value) => !forbidden.test(value), text.forbiddenCharacters);
};

/** A text that must be filled. */
export const requiredText = (max: number, options?: TextOptions) => boundedText(max, 1, options);

/** A text that may be empty; missing or null is stored as ''. */
export const optionalText = (max: number, options?: TextOptions) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), boundedText(max, 0, options));

/**
 * An identification number as people write it: '3-101-123456', '3 101 123456' or '3101123456'.
 * Digits with dashes or spaces among them are kept as the digits alone (the form shows what was
 * typed; the API stores the digits); anything else is left as typed for the caller's rule to refuse.
 */
export const identificationText = (max = 20) =>
  optionalText(max).transform((value: string) => (/^[\d\s-]+$/.test(value) ? value.replace(/[\s-]/g, '') : value));

/** A text that must match a pattern (digits only, codes…), with the message to show when it does not. */
export const patternText = (max: number, pattern: RegExp, message: string, { required = false } = {}) => {
  const base = required ? requiredText(max) : optionalText(max);
  // the pattern is also said in the API document (and read by the write fuzz)
  return base.refine((value: string) => value === '' || pattern.test(value), message).meta({ pattern: required ? pattern.source : `^$|${pattern.source}` });
};

/** One e-mail address (docs/spec-reference.md §5's simple pattern). */
export const requiredEmail = (max = 120) => requiredText(max).refine((value: string) => isEmail(value), text.invalidEmail).meta({ format: 'email' });
export const optionalEmail = (max = 120) =>
  optionalText(max).refine((value: string) => value === '' || isEmail(value), text.invalidEmail).meta({ description: 'An e-mail address, or empty.' });
/** Several addresses separated by commas or semicolons. */
export const requiredEmailList = (max = 500) =>
  requiredText(max).refine((value: string) => isEmailList(value), text.invalidEmail).meta({ description: 'E-mail addresses separated by commas or semicolons.' });

/** A select's value: a whole number above 0 (0 means "not chosen", docs/spec-reference.md §5). */
export const choiceId = () => z.number(typeError).int(text.invalidType).min(1, text.requiredFields);

/** A whole number within bounds. */
export const wholeNumber = (min: number, max: number, message: string) => z.number(typeError).int(message).min(min, message).max(max, message);

/** A number within bounds (decimals allowed). */
export const boundedNumber = (min: number, max: number, message: string) => z.number(typeError).min(min, message).max(max, message);

/** An optional number: missing or null becomes the fallback given. */
export const optionalNumber = <T extends z.ZodType<number>>(schema: T, fallback: number) =>
  z.preprocess((value) => (value === undefined || value === null ? fallback : value), schema);

/** A number that may be absent: missing is stored as null. */
export const nullableNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((value) => (value === undefined ? null : value), schema.nullable());

/** A yes/no: only true or false, missing is false. */
export const flag = () => z.preprocess((value) => (value === undefined || value === null ? false : value), z.boolean(typeError));

/**
 * A rule across fields (an IBAN for the country chosen beside it). It runs even while other
 * fields are still wrong, so a form shows it at once; it must read the values defensively.
 */
export const acrossFields =
  (rule: (values: Record<string, unknown>, report: (path: string, message: string) => void) => void) =>
  (value: unknown, ctx: z.RefinementCtx) =>
    rule((value ?? {}) as Record<string, unknown>, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));

export const ALWAYS = { when: () => true };
