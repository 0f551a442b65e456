import { describe, expect, it } from 'vitest';
import { productOptionSchema } from '../../src/schemas/optionGroupSchema';

/** An option's own recipe, as the product form and the API read it (one schema). */
const option = (recipe: unknown) => productOptionSchema.safeParse({ name: 'Aguacate', price: 700, recipe });
const messages = (recipe: unknown) => {
  const parsed = option(recipe);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("an option's recipe", () => {
  it('is empty when left out, and keeps stock items with their quantities to thousandths', () => {
    expect(productOptionSchema.parse({ name: 'Queso' }).recipe).toEqual([]);
    expect(productOptionSchema.parse({ name: 'Queso', recipe: null }).recipe).toEqual([]);
    expect(option([{ stockId: 3, quantity: 0.25 }, { stockId: 4, quantity: 1 }]).data?.recipe).toEqual([
      { stockId: 3, quantity: 0.25 },
      { stockId: 4, quantity: 1 },
    ]);
  });

  it('refuses a stock item twice, a quantity of 0 or below a thousandth, text for numbers, and more than 10 items', () => {
    expect(messages([{ stockId: 3, quantity: 1 }, { stockId: 3, quantity: 2 }])).toEqual(['Este artículo ya está en la receta de la opción.']);
    expect(messages([{ stockId: 3, quantity: 0 }])).toEqual(['La cantidad debe ser un número mayor a 0.']);
    expect(messages([{ stockId: 3, quantity: 0.0005 }])).not.toEqual([]);
    expect(messages([{ stockId: '3', quantity: 1 }])).not.toEqual([]);
    expect(messages([{ stockId: 3, quantity: '1' }])).not.toEqual([]);
    expect(messages('mucho')).toEqual(['La receta de la opción no tiene un formato válido.']);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ stockId: index + 1, quantity: 1 }));
    expect(messages(eleven)).toEqual(['La receta de una opción puede usar hasta 10 artículos de inventario.']);
  });
});
