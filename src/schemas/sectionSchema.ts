import { z } from 'zod';
import { floorMessages as text } from '../domain/floorMessages';
import { messages } from '../domain/messages';
import { optionalText, requiredText } from './fields';

/** docs/spec-reference.md §3/§5 section: name and status (ACT or INA) required, description free. */
export const sectionSchema = z.object({
  name: requiredText(60),
  description: optionalText(200),
  status: z.enum(['ACT', 'INA'], {
    error: (issue) => (issue.input === undefined || issue.input === null ? messages.requiredFields : text.sectionStatus),
  }),
});

export type SectionInput = z.output<typeof sectionSchema>;
