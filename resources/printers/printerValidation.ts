import { printerSchema } from '../../src/schemas/printerSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The printer form checks with the schema the mock API applies to the body. */
export const printerResolver = schemaResolver(printerSchema);
export const printerRequired = requiredMarks(printerSchema);
