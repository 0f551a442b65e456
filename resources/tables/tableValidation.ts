import { tableSchema } from '../../src/schemas/tableSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The table form checks with the schema the mock API applies to the body. */
export const tableResolver = schemaResolver(tableSchema);
export const tableRequired = requiredMarks(tableSchema);
