import { describe, expect, it } from 'vitest';
import { addQuantity, fitsUnit, formatQuantity, timesQuantity, toSteps } from '../../src/domain/stockUnits';
import { comboSchema } from '../../src/schemas/comboSchema';
import { stockAddSchemaFor, stockCreateSchema, stockRemoveSchemaFor, stockUpdateSchema } from '../../src/schemas/stockSchema';

describe('stock quantities', () => {
  it('add and take in the unit’s smallest steps, without floating-point drift', () => {
    expect(addQuantity(0.1, 0.2, 3)).toBe(0.3);
    expect(addQuantity(12.8, -2.345, 3)).toBe(10.455);
    expect(timesQuantity(0.15, 3, 3)).toBe(0.45);
    expect(timesQuantity(0.015, 7, 3)).toBe(0.105);
    // summed one by one, 0.1 kg taken 1,000 times is exactly 100 kg
    let total = 0;
    for (let index = 0; index < 1000; index++) total = addQuantity(total, 0.1, 3);
    expect(total).toBe(100);
  });

  it('keep no more decimals than the unit', () => {
    expect(fitsUnit(1.005, 3)).toBe(true);
    expect(toSteps(1.005, 3)).toBe(1005);
    expect(fitsUnit(1.0005, 3)).toBe(false);
    expect(fitsUnit(2, 0)).toBe(true);
    expect(fitsUnit(2.5, 0)).toBe(false);
    expect(fitsUnit(Number.NaN, 2)).toBe(false);
    expect(formatQuantity(1250.5, 3)).toBe('1,250.5');
    expect(formatQuantity(80, 3)).toBe('80');
    expect(formatQuantity(0.125, 3)).toBe('0.125');
    expect(formatQuantity(12, 0)).toBe('12');
  });
});

describe('the stock and recipe schemas', () => {
  it('check quantities against the chosen unit; an empty minimum is 0', () => {
    expect(stockCreateSchema.safeParse({ name: 'Arroz', unit: 2, newStock: 1.25 }).data).toMatchObject({ minimunStock: 0, supplierId: null });
    const whole = stockCreateSchema.safeParse({ name: 'Botellas', unit: 1, newStock: 1.5 });
    expect(whole.error?.issues[0]).toMatchObject({ path: ['newStock'], message: 'La unidad Unidad solo admite cantidades enteras.' });
    expect(stockUpdateSchema.safeParse({ name: 'Leche', unit: 5, minimunStock: 0.0001 }).error?.issues[0].message).toBe('La unidad Litro admite como máximo 3 decimales.');
    expect(stockUpdateSchema.safeParse({ name: 'Leche', unit: 5, newStock: 'x' }).success).toBe(true);
  });

  it('takes a recipe line in thousandths of any unit: a quarter of a can, not a ten-thousandth', () => {
    expect(comboSchema.safeParse({ productId: 1, stockId: 7, quantity: 0.25 }).data).toEqual({ productId: 1, stockId: 7, quantity: 0.25 });
    expect(comboSchema.safeParse({ productId: 1, stockId: 7, quantity: 0.125 }).success).toBe(true);
    expect(comboSchema.safeParse({ productId: 1, stockId: 7, quantity: 0.0005 }).error?.issues[0].message).toBe(
      'La cantidad de la receta admite como máximo 3 decimales (milésimas de la unidad).',
    );
    expect(comboSchema.safeParse({ productId: 1, stockId: 8 }).error?.issues[0].message).toBe('Debe completar los campos requeridos.');
  });

  it('checks a movement against the item: whole steps of its unit, and no more than it has for a removal', () => {
    const cans = { unit: 1, stock: 15.75 };
    expect(stockRemoveSchemaFor(cans).safeParse({ removeStock: 15, note: 'Vencidas' }).success).toBe(true);
    expect(stockRemoveSchemaFor(cans).safeParse({ removeStock: 16, note: 'Vencidas' }).error?.issues[0]).toMatchObject({
      path: ['removeStock'],
      message: 'No se puede remover más de lo disponible (15.75 und).',
    });
    expect(stockRemoveSchemaFor(cans).safeParse({ removeStock: 0.5, note: 'x' }).error?.issues[0].message).toBe('La unidad Unidad solo admite cantidades enteras.');
    expect(stockAddSchemaFor(cans).safeParse({ addStock: 0.5, note: 'x' }).error?.issues[0].message).toBe('La unidad Unidad solo admite cantidades enteras.');
    expect(stockAddSchemaFor({ unit: 2, stock: 0 }).safeParse({ addStock: 0.5, note: 'x' }).success).toBe(true);
    // the limit is told even while the note is still empty, so the form shows it at once
    expect(stockRemoveSchemaFor(cans).safeParse({ removeStock: 20 }).error?.issues.map((issue) => issue.message)).toContain('No se puede remover más de lo disponible (15.75 und).');
  });
});
