import { MAX_LINE_QUANTITY } from '../../../src/domain/orderRules';
import { itemKey, update, type SelectedProduct } from '../dinerSession';

/**
 * A dish's note for the kitchen in the cart ('Alergia al maní'), written on the summary: the same
 * dish with another note is another line; with the same note, one more of that line. Only the
 * summary imports this, so it goes in the summary's code, not in the menu's first download, which
 * is at its budget (tests/e2e/publicAppBudget.test.ts): a chunk of its own would be named there too.
 */
const withLine = (items: SelectedProduct[], line: SelectedProduct) => {
  const key = itemKey(line);
  const same = items.find((item) => itemKey(item) === key);
  return same ? items.map((item) => (item === same ? { ...same, quantity: Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity) } : item)) : [...items, line];
};

/** A line's note changed: it becomes the line with that note, joining one of the same dish, choices and note (quantities add up, to the limit). */
export const setLineMessage = (key: string, message: string) =>
  update((current) => {
    const line = current.items.find((item) => itemKey(item) === key);
    const changed = line && { ...line, message: message.trim() };
    return !changed || itemKey(changed) === key ? current : { ...current, items: withLine(current.items.filter((item) => item !== line), changed) };
  });
