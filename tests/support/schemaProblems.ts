import type { z } from 'zod';
import { blanksAsMissing } from '../../src/schemas/schemaResolver';

/** The message the mock API would answer for a body (its first problem), or undefined when it is accepted. */
export const apiProblem = (schema: z.ZodType, body: unknown): string | undefined => {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0].message;
};

/** The message a form shows first for these values (empty inputs read as missing), or undefined. */
export const formProblem = (schema: z.ZodType, values: Record<string, unknown>): string | undefined =>
  apiProblem(schema, blanksAsMissing(values));

/** Every field's message, as the form shows them beside each input. */
export const formProblems = (schema: z.ZodType, values: Record<string, unknown>): Record<string, string> => {
  const result = schema.safeParse(blanksAsMissing(values));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
};
