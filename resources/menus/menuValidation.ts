import { menuSchema } from '../../src/schemas/menuSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The menu form checks with the schema the mock API applies to the body. */
export const menuResolver = schemaResolver(menuSchema);
export const menuRequired = requiredMarks(menuSchema);
