import { z } from 'zod';
import { inventoryMessages as text } from '../domain/inventoryMessages';
import { messages } from '../domain/messages';
import { addQuantity, fitsUnit, formatQuantity, MAX_STOCK_QUANTITY, stockUnitOf } from '../domain/stockUnits';
import { acrossFields, ALWAYS, boundedNumber, choiceId, nullableNumber, optionalNumber, requiredText } from './fields';

/** A quantity above 0 (a movement, a recipe line); its decimals are checked against the unit apart. */
export const positiveQuantity = (message: string) => z.number({ error: (issue) => (issue.input == null ? messages.requiredFields : message) }).gt(0, message).max(MAX_STOCK_QUANTITY, message);

/** The quantities given must keep no more decimals than the chosen unit (a whole number of bottles). */
const withinUnitDecimals = (...fields: string[]) =>
  acrossFields((values, report) => {
    const unit = stockUnitOf(values.unit);
    if (!unit) return;
    for (const field of fields) {
      const value = values[field];
      if (typeof value === 'number' && !fitsUnit(value, unit.decimals)) report(field, text.tooManyDecimals(unit.decimals, unit.description));
    }
  });

/** docs/spec-reference.md §3/§5 stock item, as edited: name and unit required; supplier optional; an empty minimum is 0. */
const stockFields = z.object({
  name: requiredText(80),
  unit: choiceId(),
  supplierId: nullableNumber(choiceId()),
  minimunStock: optionalNumber(boundedNumber(0, MAX_STOCK_QUANTITY, text.minimumQuantity), 0),
});

/** PUT /stock/{id}: the initial quantity is not part of an update (docs/spec-reference.md §4: stock changes only by movements). */
export const stockUpdateSchema = stockFields.superRefine(withinUnitDecimals('minimunStock'), ALWAYS);

/** POST /stock/: with the initial quantity, 0 or more (docs/spec-reference.md §5: a non-empty number > -1). */
export const stockCreateSchema = stockFields
  .extend({ newStock: boundedNumber(0, MAX_STOCK_QUANTITY, text.initialQuantity) })
  .superRefine(withinUnitDecimals('newStock', 'minimunStock'), ALWAYS);

/** PUT /stock/addStock/{id} and /stock/removeStock/{id}: a quantity above 0 and a note (docs/spec-reference.md §5). */
const note = () => requiredText(200);
export const stockAddSchema = z.object({ addStock: positiveQuantity(text.changeQuantity), note: note() });
export const stockRemoveSchema = z.object({ removeStock: positiveQuantity(text.changeQuantity), note: note() });

/** The item a movement changes, as the form has it loaded and the server has it stored. */
export interface StockHeld {
  unit: number;
  stock: number;
}

/**
 * A movement of one item: the quantity in whole steps of the item's unit (bottles are bought and
 * counted whole) and, for a removal, no more than the item has, with the same message on the
 * form (which shows 'Disponible: …') and from the server.
 */
const movementRule = (item: StockHeld, field: 'addStock' | 'removeStock') =>
  acrossFields((values, report) => {
    const unit = stockUnitOf(item.unit);
    const quantity = values[field];
    if (!unit || typeof quantity !== 'number') return;
    if (!fitsUnit(quantity, unit.decimals)) report(field, text.tooManyDecimals(unit.decimals, unit.description));
    else if (field === 'removeStock' && addQuantity(item.stock, -quantity) < 0) report(field, text.removeTooMuch(formatQuantity(item.stock), unit.symbol));
  });
export const stockAddSchemaFor = (item: StockHeld) => stockAddSchema.superRefine(movementRule(item, 'addStock'), ALWAYS);
export const stockRemoveSchemaFor = (item: StockHeld) => stockRemoveSchema.superRefine(movementRule(item, 'removeStock'), ALWAYS);

export type StockInput = z.output<typeof stockCreateSchema>;
