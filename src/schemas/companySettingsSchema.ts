import { z } from 'zod';
import { schemaMessages as text } from './schemaMessages';

/** A yes/no the form always sends: missing is refused, so a body without it cannot switch it off. */
const answered = () =>
  z.boolean({ error: (issue) => (issue.input === undefined || issue.input === null ? text.requiredFields : text.invalidType) });

/** docs/spec-reference.md §2 company settings: simplified regime and table service, each Sí/No. */
export const companySettingsSchema = z.object({
  simplifiedRegime: answered(),
  tableService: answered(),
});

export type CompanySettingsInput = z.output<typeof companySettingsSchema>;
