import { z } from 'zod';
import { choiceId, requiredText } from './fields';

/** docs/spec-reference.md §3/§5 table: a name (required) and the section it stands in. */
export const tableSchema = z.object({
  name: requiredText(40),
  sectionId: choiceId(),
});

export type TableInput = z.output<typeof tableSchema>;
