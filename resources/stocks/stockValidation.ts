import { stockAddSchemaFor, stockCreateSchema, stockRemoveSchemaFor, stockUpdateSchema, type StockHeld } from '../../src/schemas/stockSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

/** The stock forms check with the schemas the mock API applies to the body. */
export const stockCreateResolver = schemaResolver(stockCreateSchema);
export const stockUpdateResolver = schemaResolver(stockUpdateSchema);
export const stockRequired = { ...requiredMarks(stockUpdateSchema), ...requiredMarks(stockCreateSchema) };
/** Adding to or removing from the item loaded: its unit's steps, and for a removal no more than it has. */
export const stockChangeResolver = (mode: 'add' | 'remove', item: StockHeld) => schemaResolver(mode === 'add' ? stockAddSchemaFor(item) : stockRemoveSchemaFor(item));
