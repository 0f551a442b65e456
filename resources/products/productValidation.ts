import { productSchema } from '../../src/schemas/productSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The product form checks with the schema the mock API applies to the body. */
export const productResolver = schemaResolver(productSchema);
export const productRequired = requiredMarks(productSchema);
