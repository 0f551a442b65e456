import { waiterSchema } from '../../src/schemas/waiterSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The waiter form checks with the schema the mock API applies to the body. */
export const waiterResolver = schemaResolver(waiterSchema);
export const waiterRequired = requiredMarks(waiterSchema);
