import { describe, expect, it } from 'vitest';
import { cardBrand, cardFormProblem, cvvValid, digitsOnly, expiryValid, formatExpiry, luhnValid, maskCardNumber, maskPan } from '../../src/domain/card';

const VISA = '4111111111111111';
const MASTERCARD = '5555555555554444';
const AMEX = '378282246310005';
const JUNE_2026 = new Date(2026, 5, 15);

describe('card brand (docs/spec-reference.md §5)', () => {
  it.each([
    ['4', 'VISA'],
    [VISA, 'VISA'],
    ['51', 'MasterCard'],
    ['5599', 'MasterCard'],
    [MASTERCARD, 'MasterCard'],
    ['34', 'American Express'],
    [AMEX, 'American Express'],
  ])('%s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it.each(['', '5', '50', '56', '3', '35', '36', '6011111111111117', '2221000000000009'])('%s has no brand', (number) => {
    expect(cardBrand(number)).toBeNull();
  });
});

describe('Luhn check digit', () => {
  it.each([VISA, MASTERCARD, AMEX, '4012888888881881', '6011111111111117'])('%s passes', (number) => expect(luhnValid(number)).toBe(true));
  it.each(['4111111111111112', '5555555555554440', '378282246310006', '1234567812345678', '41111111', '', '4111-1111-1111-1111', '411111111111111a'])(
    '%s fails',
    (number) => expect(luhnValid(number)).toBe(false),
  );
});

describe('masking', () => {
  it('preview hides all but the last four digits, grouped like the card', () => {
    expect(maskCardNumber(VISA)).toBe('•••• •••• •••• 1111');
    expect(maskCardNumber(AMEX)).toBe('•••• •••••• •0005');
    expect(maskCardNumber('')).toBe('•••• •••• •••• ••••');
    expect(maskCardNumber('4111')).toBe('4111 •••• •••• ••••');
    expect(maskCardNumber('411111')).toBe('••11 11•• •••• ••••');
  });

  it('never shows more than four digits, even from a longer paste', () => {
    const masked = maskCardNumber('4111 1111 1111 1111 9999');
    expect(masked.replace(/\D/g, '')).toHaveLength(4);
  });

  it('stored cards are eight asterisks and the last four', () => {
    expect(maskPan(VISA)).toBe('********1111');
    expect(maskPan('********4242')).toBe('********4242');
    expect(maskPan('')).toBe('************');
  });

  it('digitsOnly keeps digits up to a limit', () => {
    expect(digitsOnly('4111 1111-1111 11119999', 16)).toBe('4111111111111111');
  });
});

describe('expiry', () => {
  it('shows MMYY as MM/YY while typing', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1•/••');
    expect(formatExpiry('')).toBe('••/••');
  });

  it('is valid through the last day of its month, with a real month', () => {
    expect(expiryValid('0626', JUNE_2026)).toBe(true);
    expect(expiryValid('0526', JUNE_2026)).toBe(false);
    expect(expiryValid('1230', JUNE_2026)).toBe(true);
    expect(expiryValid('1326', JUNE_2026)).toBe(false);
    expect(expiryValid('0027', JUNE_2026)).toBe(false);
    expect(expiryValid('127', JUNE_2026)).toBe(false);
  });

  it('CVV has 3 digits, 4 for American Express', () => {
    expect(cvvValid('123', VISA)).toBe(true);
    expect(cvvValid('1234', VISA)).toBe(false);
    expect(cvvValid('1234', AMEX)).toBe(true);
    expect(cvvValid('123', AMEX)).toBe(false);
  });
});

describe('card form problems, in the order of the spec alerts', () => {
  const valid = { name: 'Ana Solís', number: VISA, expiry: '1230', cvv: '123' };
  it('accepts a valid card', () => expect(cardFormProblem(valid, JUNE_2026)).toBeNull());
  it.each(['name', 'number', 'expiry', 'cvv'] as const)('requires %s', (field) => {
    expect(cardFormProblem({ ...valid, [field]: field === 'name' ? '   ' : '' }, JUNE_2026)).toBe('required');
  });
  it('wants exactly four expiry digits', () => expect(cardFormProblem({ ...valid, expiry: '123' }, JUNE_2026)).toBe('expiryLength'));
  it('refuses a wrong check digit, an expired card, a bad month or a short CVV', () => {
    expect(cardFormProblem({ ...valid, number: '4111111111111112' }, JUNE_2026)).toBe('invalid');
    expect(cardFormProblem({ ...valid, expiry: '0125' }, JUNE_2026)).toBe('invalid');
    expect(cardFormProblem({ ...valid, expiry: '1330' }, JUNE_2026)).toBe('invalid');
    expect(cardFormProblem({ ...valid, cvv: '12' }, JUNE_2026)).toBe('invalid');
  });
});
