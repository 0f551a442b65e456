import { exchangeRateSchema } from '../../src/schemas/exchangeRateSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The rate form checks with the schema the mock API applies to the body. */
export const exchangeRateResolver = schemaResolver(exchangeRateSchema);
export const exchangeRateRequired = requiredMarks(exchangeRateSchema);
