import { sectionSchema } from '../../src/schemas/sectionSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The section form checks with the schema the mock API applies to the body. */
export const sectionResolver = schemaResolver(sectionSchema);
export const sectionRequired = requiredMarks(sectionSchema);
