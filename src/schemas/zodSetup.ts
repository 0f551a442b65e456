import { z } from 'zod';
import { schemaMessages as text } from './schemaMessages';

/**
 * What zod says of a problem no schema gave words to (a number sent as a text, a list where a record
 * goes, an unknown choice): zod's own English ('Invalid input: expected number, received string')
 * would reach the owner's screen and the API's 400 answers. The Spanish here names no field: the
 * form shows it beside its input, the API beside `field`; a schema's own message always wins
 * (tests/api/messageWords.test.ts).
 */
const spanishFallback = (issue: { code?: string; input?: unknown; maximum?: unknown; minimum?: unknown; origin?: string }) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return text.requiredFields;
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') return text.tooLong(issue.maximum);
  if (issue.code === 'too_big' && issue.origin === 'number' && typeof issue.maximum === 'number') return text.tooLarge(issue.maximum);
  if (issue.code === 'too_small' && issue.origin === 'number' && typeof issue.minimum === 'number') return text.tooSmall(issue.minimum);
  if (issue.code === 'invalid_value') return text.notAChoice;
  return text.invalidType;
};

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once, as
 * the first object schema is built. The admin's Content-Security-Policy (serving/securityHeaders.ts)
 * forbids eval, so in the browser that probe is refused and reported as a violation. The compiled
 * parsers are a speed-up only: switched off before any schema that imports this is built.
 * Imported by the form's resolver (schemaResolver.ts) and the API's body check (mock-api/validation.ts),
 * so both speak Spanish where a schema is silent.
 */
z.config({ jitless: true, customError: spanishFallback });
