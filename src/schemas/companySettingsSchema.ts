import { z } from 'zod';
import { activityCodeField, fiscalIdentityField, type FiscalSchemaContext } from './fiscalIdentitySchema';
import { tabMessages } from '../domain/tabMessages';
import { patternText } from './fields';
import { schemaMessages as text } from './schemaMessages';
import { SINPE_PHONE } from './tabSchema';

/** A yes/no the form always sends: missing is refused, so a body without it cannot switch it off. */
const answered = () =>
  z.boolean({ error: (issue) => (issue.input === undefined || issue.input === null ? text.requiredFields : text.invalidType) });

/**
 * docs/spec-reference.md §2 company settings: simplified regime and table service, each Sí/No; and
 * our addition (docs/departures.md), the merchant's fiscal identity: electronic invoicing
 * on or off, the economic activity code and the issuer's data (src/schemas/fiscalIdentitySchema.ts).
 * The additions may be left out of the body (the specification's two-field body still works):
 * what is left out stays as stored.
 */
export const companySettingsSchema = (context: FiscalSchemaContext = {}) =>
  z.object({
    simplifiedRegime: answered(),
    tableService: answered(),
    electronicInvoice: z.boolean({ error: text.invalidType }).optional(),
    activityCode: activityCodeField(context).optional(),
    fiscal: fiscalIdentityField(context),
    // The SINPE Móvil number diners pay to; '' clears it, absent leaves it as stored
    sinpePhone: patternText(20, SINPE_PHONE, tabMessages.badSinpePhone).optional(),
  });

export type CompanySettingsInput = z.output<ReturnType<typeof companySettingsSchema>>;
