import { describe, expect, it } from 'vitest';
import { cardNumberForField, expiryForField, expiryFromInput } from '../../public-app/src/card/expiryInput';

describe('the card fields as typed', () => {
  it('take MM/AA with or without the slash, a one-digit month, and autofill’s full year', () => {
    expect(expiryFromInput('12/29')).toBe('1229');
    expect(expiryFromInput('1229')).toBe('1229');
    expect(expiryFromInput('12 / 29')).toBe('1229');
    expect(expiryFromInput('1/29')).toBe('0129');
    expect(expiryFromInput('12/2030')).toBe('1230');
    expect(expiryFromInput('122030')).toBe('1230');
    expect(expiryFromInput('12/301')).toBe('1230');
    // deleting back over the slash leaves the month
    expect(expiryFromInput('12/')).toBe('12');
  });

  it('show the expiry with its slash once the year starts', () => {
    expect(['', '1', '12', '123', '1229'].map(expiryForField)).toEqual(['', '1', '12', '12/3', '12/29']);
  });

  it('show the number in the card’s groups', () => {
    expect(cardNumberForField('4929180567305545')).toBe('4929 1805 6730 5545');
    expect(cardNumberForField('49291')).toBe('4929 1');
    expect(cardNumberForField('4929')).toBe('4929');
    expect(cardNumberForField('378282246310005')).toBe('3782 822463 10005');
    expect(cardNumberForField('')).toBe('');
  });
});
