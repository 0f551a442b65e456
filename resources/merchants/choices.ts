import { CRC, USD } from '../../src/domain/money';
import { TOP_BANKS } from '../../src/domain/merchantRules';

/** Settlement currencies (docs/spec-reference.md §9): names are catalogue keys, translated by the select. */
export const CURRENCY_CHOICES = [
  { id: CRC, name: 'resources.merchants.currencies.188' },
  { id: USD, name: 'resources.merchants.currencies.840' },
];

/** docs/spec-reference.md §9: the acquiring bank (topBankId) is bank 1 or 2. */
export const TOP_BANK_CHOICES = TOP_BANKS.map(({ id, name }) => ({ id, name }));
