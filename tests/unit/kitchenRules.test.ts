import { describe, expect, it } from 'vitest';
import { productEndpoints } from '../../resources/products/endpoints';
import { kitchenAge, kitchenTickets, minutesSince, preparedLines } from '../../src/domain/kitchenRules';

const at = Date.parse('2026-11-24T15:00:00.000Z');
const minutesAgo = (minutes: number, seconds = 0) => new Date(at - minutes * 60_000 - seconds * 1000).toISOString();

describe('minutes since the order', () => {
  it('counts whole minutes, never below 0', () => {
    expect(minutesSince(minutesAgo(0, 59), at)).toBe(0);
    expect(minutesSince(minutesAgo(1), at)).toBe(1);
    expect(minutesSince(minutesAgo(9, 59), at)).toBe(9);
    expect(minutesSince(minutesAgo(125), at)).toBe(125);
    expect(minutesSince(new Date(at + 30_000).toISOString(), at)).toBe(0);
    expect(minutesSince('not a date', at)).toBe(0);
  });

  it('turns orange at 10 minutes and red at 20', () => {
    expect([0, 9, 10, 19, 20, 90].map(kitchenAge)).toEqual(['onTime', 'onTime', 'late', 'late', 'overdue', 'overdue']);
  });
});

describe('kitchen tickets', () => {
  const printers = [
    { id: 7, name: 'Caja principal', ip: '10.0.0.2', typeId: 2 },
    { id: 9, name: 'Barra terraza', ip: '10.0.0.4', typeId: 3 },
    { id: 5, name: 'Cocina caliente', ip: '10.0.0.1', typeId: 1 },
    { id: 8, name: 'Barra', ip: '10.0.0.3', typeId: 3 },
  ];
  const casado = { name: 'Casado', preparedAt: 1 };
  const cerveza = { name: 'Cerveza', preparedAt: 3 };
  const libro = { name: 'Libro', preparedAt: null };
  const flan = { name: 'Flan', preparedAt: 1 };

  it('makes one ticket per location, in the locations’ order, for its first printer; shop items on none', () => {
    const tickets = kitchenTickets([cerveza, casado, libro, flan], printers);
    expect(tickets).toEqual([
      { locationId: 1, printer: printers[2], lines: [casado, flan] },
      { locationId: 3, printer: printers[3], lines: [cerveza] },
    ]);
  });

  it('makes no ticket for an order of shop items alone, and names no printer where the merchant has none', () => {
    expect(kitchenTickets([libro], printers)).toEqual([]);
    expect(kitchenTickets([cerveza], printers.filter((printer) => printer.typeId !== 3))).toEqual([{ locationId: 3, printer: null, lines: [cerveza] }]);
  });

  it('keeps only the lines somebody prepares', () => {
    expect(preparedLines([casado, libro, cerveza])).toEqual([casado, cerveza]);
  });
});

describe('the product form’s payload', () => {
  const form = { menuId: 3, name: 'Café', shortDescription: 'Taza', price: 1200, taxCodeId: 8, unit: 1, cabysCode: '6340001000100', image: null };
  it('sends where the product is prepared, and none as null', () => {
    expect(productEndpoints.toPayload!({ ...form, preparedAt: 3 })).toMatchObject({ preparedAt: 3 });
    expect(productEndpoints.toPayload!({ ...form, preparedAt: null })).toMatchObject({ preparedAt: null });
    expect(productEndpoints.toPayload!(form)).toMatchObject({ preparedAt: null });
  });
});
