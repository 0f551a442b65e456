import { describe, expect, it } from 'vitest';
import { searchErrors } from '../../resources/transactions/searchErrors';
import { EMPTY_SEARCH, searchBody, typedAmount } from '../../src/domain/transactionSearch';

describe('the transaction search form', () => {
  it('reads amounts typed with a comma or a point, and leaves anything else as typed for the schema to refuse', () => {
    expect(typedAmount('2500')).toBe(2500);
    expect(typedAmount(' 2500,5 ')).toBe(2500.5);
    expect(typedAmount('2500.25')).toBe(2500.25);
    expect(typedAmount('2.500,00')).toBe('2.500,00');
    expect(searchBody({ ...EMPTY_SEARCH, amountFrom: '', cardLast4: ' 0459 ' })).toEqual({ cardLast4: '0459' });
  });

  it("shows the server's own Spanish messages under the fields, from the one filter schema", () => {
    expect(searchErrors(EMPTY_SEARCH)).toEqual({});
    expect(searchErrors({ ...EMPTY_SEARCH, cardLast4: '12a', amountFrom: '10,001' })).toEqual({
      cardLast4: 'Los últimos cuatro dígitos de la tarjeta deben ser exactamente 4 números.',
      amountFrom: 'El monto debe ser un número mayor o igual a 0, con hasta 2 decimales.',
    });
    expect(searchErrors({ ...EMPTY_SEARCH, amountFrom: '50', amountTo: '10' })).toEqual({ amountTo: 'El monto máximo no puede ser menor que el monto mínimo.' });
  });
});
