import { z } from 'zod';
import { flag } from './fields';

/** Spec §2 company settings: simplified regime and table service, each Sí/No. */
export const companySettingsSchema = z.object({
  simplifiedRegime: flag(),
  tableService: flag(),
});

export type CompanySettingsInput = z.output<typeof companySettingsSchema>;
