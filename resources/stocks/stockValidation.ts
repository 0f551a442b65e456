import { stockAddSchema, stockCreateSchema, stockRemoveSchema, stockUpdateSchema } from '../../src/schemas/stockSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The stock forms check with the schemas the mock API applies to the body. */
export const stockCreateResolver = schemaResolver(stockCreateSchema);
export const stockUpdateResolver = schemaResolver(stockUpdateSchema);
export const stockRequired = { ...requiredMarks(stockUpdateSchema), ...requiredMarks(stockCreateSchema) };
export const stockChangeResolvers = { add: schemaResolver(stockAddSchema), remove: schemaResolver(stockRemoveSchema) };
