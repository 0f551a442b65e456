import { isEmail } from './email';
import { logoError } from './merchantLogo';
import { providerMessages as text } from './providerMessages';

/**
 * Merchant rules of spec §5, shared by the merchant form (field by field) and the mock API
 * (the whole record, first problem wins).
 */
export const ADDRESS_MAX = 250;
export const ITBMS_MIN = 0;
export const ITBMS_MAX = 99;

/** Spec §5: Guardar is enabled only when these are filled (the three ids and the limit > 0). */
export const MERCHANT_REQUIRED = [
  'name', 'topId', 'address', 'activityCode', 'companyTypeId', 'transactionLimit', 'typeLegalId', 'image', 'emailDeposit',
] as const;
/** Selects whose 0 means "not chosen". */
const CHOSEN_REQUIRED = ['companyTypeId', 'typeLegalId'] as const;

export const TERMINAL_FIELDS = ['topId', 'topIdDol', 'terminal_id', 'terminal_id_dol', 'terminalDefault'] as const;
export const PERCENT_FIELDS = ['paymentRatePercentage', 'vat'] as const;
export const AMOUNT_FIELDS = ['monthlyRate', 'invoiceRate', 'settlementCost'] as const;
export const OPTIONAL_EMAIL_FIELDS = ['paymentEmail', 'email'] as const;

/** Spec §9: banks 1 and 2 are the values of topBankId (and of the e-commerce bank). */
export const TOP_BANKS = [
  { id: 1, name: 'LAFISE Costa Rica' },
  { id: 2, name: 'Banco Nacional de Costa Rica' },
] as const;

export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const asNumber = (value: unknown) => (isBlank(value) ? NaN : Number(value));
const numberIn = (value: unknown, min: number, max: number) => {
  const number = asNumber(value);
  return Number.isFinite(number) && number >= min && number <= max;
};

/** One check per kind of field; each answers undefined for an empty value (required is checked apart). */
export const merchantFieldRules = {
  terminal: (value: unknown) => (isBlank(value) || /^\d{1,20}$/.test(String(value).trim()) ? undefined : text.terminalDigits),
  itbms: (value: unknown) => (isBlank(value) || numberIn(value, ITBMS_MIN, ITBMS_MAX) ? undefined : text.itbmsRange),
  address: (value: unknown) => (isBlank(value) || String(value).trim().length <= ADDRESS_MAX ? undefined : text.addressTooLong),
  percent: (value: unknown) => (isBlank(value) || numberIn(value, 0, 100) ? undefined : text.percentRange),
  amount: (value: unknown) => (isBlank(value) || numberIn(value, 0, 1e12) ? undefined : text.amountNegative),
  transactionLimit: (value: unknown) => (isBlank(value) || numberIn(value, 0.01, 1e12) ? undefined : text.transactionLimitPositive),
  maxLevel: (value: unknown) =>
    isBlank(value) || (Number.isInteger(Number(value)) && numberIn(value, 1, 99)) ? undefined : text.maxLevelRange,
  activityCode: (value: unknown) => (isBlank(value) || /^\d{1,10}$/.test(String(value).trim()) ? undefined : text.activityCodeDigits),
  email: (value: unknown) => (isBlank(value) || isEmail(value) ? undefined : text.invalidEmail),
  phone: (value: unknown) => (isBlank(value) || /^[\d\s()+-]{4,30}$/.test(String(value).trim()) ? undefined : text.phoneFormat),
  logo: (value: unknown) => (isBlank(value) ? undefined : logoError(value)),
};

/** Spec §5: an empty settlement cost is saved as 0. */
export const settlementCostOf = (value: unknown) => (isBlank(value) ? 0 : Number(value));

/**
 * An identification type's `format` is a mask where each # is a digit (e.g. '#-####-####').
 * A document number matches when it has exactly that many digits, with or without the mask's separators.
 */
export const documentNumberMatches = (format: string, value: unknown) => {
  const typed = String(value ?? '').trim();
  const digits = typed.replace(/\D/g, '');
  return /^[\d\s-]+$/.test(typed) && digits.length === (format.match(/#/g) ?? []).length;
};

/** Only the digits are stored. */
export const normalizeDocumentNumber = (value: unknown) => String(value ?? '').replace(/\D/g, '');

export const documentNumberError = (format: string | undefined, value: unknown) =>
  !format || isBlank(value) || documentNumberMatches(format, value) ? undefined : text.documentFormat(format);

/** The first rule a merchant record breaks, or undefined. */
export const merchantError = (merchant: Record<string, unknown>): string | undefined => {
  const missing =
    MERCHANT_REQUIRED.some((field) => isBlank(merchant[field])) ||
    CHOSEN_REQUIRED.some((field) => !(asNumber(merchant[field]) > 0));
  if (missing) return text.requiredFields;
  const checks: (string | undefined)[] = [
    ...TERMINAL_FIELDS.map((field) => merchantFieldRules.terminal(merchant[field])),
    merchantFieldRules.transactionLimit(merchant.transactionLimit),
    merchantFieldRules.itbms(merchant.itbms),
    merchantFieldRules.address(merchant.address),
    merchantFieldRules.activityCode(merchant.activityCode),
    ...PERCENT_FIELDS.map((field) => merchantFieldRules.percent(merchant[field])),
    ...AMOUNT_FIELDS.map((field) => merchantFieldRules.amount(merchant[field])),
    merchantFieldRules.maxLevel(merchant.maxLevel),
    isEmail(merchant.emailDeposit) ? undefined : text.invalidEmail,
    ...OPTIONAL_EMAIL_FIELDS.map((field) => merchantFieldRules.email(merchant[field])),
    merchantFieldRules.phone(merchant.phone),
    logoError(merchant.image),
  ];
  return checks.find(Boolean);
};
