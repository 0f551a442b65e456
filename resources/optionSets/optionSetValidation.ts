import { optionSetSchema } from '../../src/schemas/optionGroupSchema';
import { schemaResolver } from '../../src/schemas/schemaResolver';

/** The set's form checks with the schema the mock API applies to the body. */
export const optionSetResolver = schemaResolver(optionSetSchema);
