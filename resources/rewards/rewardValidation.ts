import { rewardSchema } from '../../src/schemas/rewardSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The reward form checks with the schema the mock API applies to the body. */
export const rewardResolver = schemaResolver(rewardSchema);
export const rewardRequired = requiredMarks(rewardSchema);
