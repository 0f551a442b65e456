import { supplierFields, supplierSchema } from '../../src/schemas/supplierSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The supplier form checks with the schema the mock API applies to the body. */
export const supplierResolver = schemaResolver(supplierSchema);
export const supplierRequired = requiredMarks(supplierFields);
