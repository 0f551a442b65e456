import { userFormSchema } from '../../src/schemas/userSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The user form checks with the schema the mock API applies to the body. */
export const userResolver = schemaResolver(userFormSchema);
export const userRequired = requiredMarks(userFormSchema);
