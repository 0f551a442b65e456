import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '../../src/domain/decimal';
import { tariffFormSchema } from '../../src/schemas/tariffSchema';
import { formProblems } from '../support/schemaProblems';

describe('decimal input (percentages and amounts)', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseDecimal('3,5')).toBe(3.5);
    expect(parseDecimal('3.5')).toBe(3.5);
    expect(parseDecimal(' 12,75 ')).toBe(12.75);
    expect(parseDecimal('35')).toBe(35);
    expect(parseDecimal('0,05')).toBe(0.05);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-2,5')).toBe(-2.5);
  });

  it('never guesses: anything else stays text for the schema to refuse (no silent 35)', () => {
    for (const typed of ['3,5,1', '1.000,50', '1,000.50', '3 5', '3,5%', 'abc', '--3']) {
      expect(parseDecimal(typed), typed).toBe(typed.trim());
    }
    const problems = formProblems(tariffFormSchema, { commission: '1.000,50' });
    expect(problems.commission).toBe('El valor del campo no es válido.');
  });

  it('reads an empty box as missing and shows stored numbers as they are', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    expect(formProblems(tariffFormSchema, { commission: parseDecimal('') }).commission).toBe('Debe completar los campos requeridos.');
    expect(formatDecimal(3.5)).toBe('3.5');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(undefined)).toBe('');
  });

  it('gives the schema numbers it accepts', () => {
    const problems = formProblems(tariffFormSchema, { commission: parseDecimal('3,5'), advanceRent: parseDecimal('0'), service: parseDecimal('1.25') });
    expect(problems.commission).toBeUndefined();
    expect(problems.advanceRent).toBeUndefined();
    expect(problems.service).toBeUndefined();
  });
});
