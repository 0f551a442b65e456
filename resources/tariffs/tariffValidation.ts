import { tariffFormSchema } from '../../src/schemas/tariffSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The tariff form checks with the schema the mock API applies to the body (less the merchant, which the address gives). */
export const tariffResolver = schemaResolver(tariffFormSchema);
export const tariffRequired = requiredMarks(tariffFormSchema);
