import { merchantAccountFormSchema } from '../../src/schemas/merchantAccountSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The account form checks with the schema the mock API applies to the body (less the merchant, which the address gives). */
export const merchantAccountResolver = schemaResolver(merchantAccountFormSchema);
export const merchantAccountRequired = requiredMarks(merchantAccountFormSchema);
