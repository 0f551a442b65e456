import { z } from 'zod';
import {
  ADDRESS_MAX, documentNumberError, ITBMS_MAX, ITBMS_MIN, TOP_BANKS,
} from '../domain/merchantRules';
import { logoError } from '../domain/merchantLogo';
import { CRC, USD } from '../domain/money';
import { providerMessages as text } from '../domain/providerMessages';
import {
  acrossFields, ALWAYS, boundedNumber, choiceId, flag, identificationText, nullableNumber, optionalEmail, optionalNumber, optionalText, patternText,
  requiredEmail, requiredText, wholeNumber, withoutControlCharacters,
} from './fields';
import { activityCodeField, fiscalIdentityField, type FiscalSchemaContext } from './fiscalIdentitySchema';

const terminal = (required = false) => patternText(20, /^\d{1,20}$/, text.terminalDigits, { required });
const percent = (fallback: number) => optionalNumber(boundedNumber(0, 100, text.percentRange), fallback);
const amount = () => optionalNumber(boundedNumber(0, 1e12, text.amountNegative), 0);
const oneOf = (values: readonly number[], fallback: number) =>
  optionalNumber(z.int().refine((value) => values.includes(value), text.invalidChoice), fallback);
const topBank = () => oneOf(TOP_BANKS.map((bank) => bank.id), 1);

/** A logo: a PNG/JPEG data URL or image address (src/domain/merchantLogo). */
const logo = () =>
  z.string({ error: text.requiredFields }).trim().superRefine((value, ctx) => {
    const problem = withoutControlCharacters(value) ? logoError(value) : text.logoType;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export interface MerchantSchemaContext extends FiscalSchemaContext {
  /** The identification types and their masks (GET /merchant/getMerchantIdTypes), for the document number. */
  idTypes?: readonly { id: number; format: string }[];
}

/**
 * docs/spec-reference.md §3/§5 merchant. Guardar waits for name, terminal, address, activity code, company type,
 * transaction limit, identification type, logo and deposit e-mail; terminals are digits; ITBMS
 * 0–99; an empty settlement cost is 0; the address at most 250 characters; the activity code is
 * Hacienda's 6 digits and the fiscal identity follows src/schemas/fiscalIdentitySchema.ts.
 */
export const merchantSchema = ({ idTypes = [], knownDistrict, knownActivity }: MerchantSchemaContext = {}) =>
  z
    .object({
      name: requiredText(120),
      merchant_code: optionalText(20),
      typeLegalId: choiceId(),
      // checked against the identification type's mask below; kept as its digits
      documentNumber: identificationText(),
      companyTypeId: choiceId(),
      activityCode: activityCodeField({ knownActivity }),
      country_id: optionalNumber(choiceId(), 1),
      executiveId: nullableNumber(choiceId()),
      topId: terminal(true),
      topIdDol: terminal(),
      terminalDefault: terminal(),
      terminal_id: terminal(),
      terminal_id_dol: terminal(),
      topBankId: topBank(),
      hasMerchantTop: flag(),
      hasMerchantEcom: flag(),
      ecomId: optionalText(20),
      ecomBankId: topBank(),
      bank_id: nullableNumber(choiceId()),
      currency_code: oneOf([CRC, USD], CRC),
      emailDeposit: requiredEmail(120),
      paymentEmail: optionalEmail(120),
      transactionLimit: z.number({ error: (issue) => (issue.input == null ? text.requiredFields : text.transactionLimitPositive) })
        .min(0.01, text.transactionLimitPositive)
        .max(1e12, text.transactionLimitPositive),
      monthlyRate: amount(),
      invoiceRate: amount(),
      paymentRatePercentage: percent(0),
      // docs/spec-reference.md §5: an empty settlement cost becomes 0 (blank text included, as the provider's own form sends it)
      settlementCost: z.preprocess((value) => (value === '' ? undefined : value), amount()),
      maxLevel: optionalNumber(wholeNumber(1, 99, text.maxLevelRange), 8),
      vat: percent(13),
      itbms: nullableNumber(boundedNumber(ITBMS_MIN, ITBMS_MAX, text.itbmsRange)),
      automatic_itbms: flag(),
      electronicInvoice: flag(),
      simplifiedRegime: flag(),
      tableService: flag(),
      address: requiredText(ADDRESS_MAX, { tooLong: text.addressTooLong }),
      phone: patternText(30, /^[\d\s()+-]{4,30}$/, text.phoneFormat),
      email: optionalEmail(120),
      image: logo(),
      // The issuer of its electronic receipts, the same schema company settings use
      fiscal: fiscalIdentityField({ knownDistrict }),
    })
    .superRefine(
      acrossFields(({ typeLegalId, documentNumber }, report) => {
        const format = idTypes.find((type) => type.id === typeLegalId)?.format;
        const problem = documentNumberError(format, documentNumber);
        if (problem) report('documentNumber', problem);
      }),
      ALWAYS,
    );

export type MerchantBody = z.output<ReturnType<typeof merchantSchema>>;
