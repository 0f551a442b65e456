import { bankSchema } from '../../src/schemas/bankSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The bank form checks with the schema the mock API applies to the body. */
export const bankResolver = schemaResolver(bankSchema);
export const bankRequired = requiredMarks(bankSchema);
