import { z } from 'zod';
import { catalogItem, currencyCode, namedItem } from './common';

/** What provider administration reads: banks, countries, merchants, tariffs, accounts, users (docs/spec-reference.md §3). */

export const country = z.object({ code: z.number().int(), description: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof country>;

export const bank = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country_code: z.number().int(),
  emails: z.string(),
  phones: z.string(),
  email_delivery: z.string(),
  vault_id: z.string(),
}).meta({ id: 'Bank' });
export type Bank = z.infer<typeof bank>;

/** The issuer of the merchant's electronic receipts (mock-api/storage/records.ts MerchantFiscal). */
export const merchantFiscal = z.object({
  legalName: z.string(),
  commercialName: z.string().optional(),
  identificationType: z.enum(['01', '02', '03', '04']),
  identificationNumber: z.string(),
  province: z.number().int(),
  canton: z.number().int(),
  district: z.number().int(),
  otherSigns: z.string(),
  email: z.string(),
  establishment: z.string(),
  terminal: z.string(),
}).meta({ id: 'MerchantFiscal' });

export const merchant = z.object({
  id: z.number().int(),
  name: z.string(),
  topId: z.string(),
  topIdDol: z.string(),
  status: z.enum(['ACT', 'INA']),
  country_id: z.number().int(),
  merchant_code: z.string(),
  automatic_itbms: z.boolean(),
  itbms: z.number().nullable(),
  terminal_id: z.string(),
  terminal_id_dol: z.string(),
  bank_id: z.number().int().nullable(),
  currency_code: currencyCode,
  terminalDefault: z.string(),
  address: z.string(),
  activityCode: z.string(),
  electronicInvoice: z.boolean(),
  executiveId: z.number().int().nullable(),
  monthlyRate: z.number(),
  invoiceRate: z.number(),
  paymentRatePercentage: z.number(),
  maxLevel: z.number().int(),
  vat: z.number(),
  paymentEmail: z.string(),
  documentNumber: z.string(),
  companyTypeId: z.number().int(),
  transactionLimit: z.number(),
  typeLegalId: z.number().int(),
  ecomId: z.string(),
  ecomBankId: z.number().int(),
  topBankId: z.union([z.literal(1), z.literal(2)]),
  hasMerchantEcom: z.boolean(),
  hasMerchantTop: z.boolean(),
  settlementCost: z.number(),
  emailDeposit: z.string(),
  image: z.string(),
  simplifiedRegime: z.boolean(),
  tableService: z.boolean(),
  phone: z.string(),
  email: z.string(),
  fiscal: merchantFiscal.optional(),
  /** The SINPE Móvil number the merchant receives at, set in its company settings. */
  sinpePhone: z.string().nullable().optional(),
}).meta({ id: 'Merchant' });
export type MerchantWire = z.infer<typeof merchant>;

export const merchantType = z.object({ id: z.number().int(), description: z.string() });
export const executive = namedItem;
/** `format` is a mask where each # is a digit (src/domain/merchantRules documentNumberMatches). */
export const idType = z.object({ id: z.number().int(), description: z.string(), format: z.string() });

/** docs/spec-reference.md §3 tariff; identified by merchant, payment type, brand, bank, currency and channel. Percentages 0–100. */
export const tariff = z.object({
  merchantId: z.number().int(),
  paymentTypeId: z.number().int(),
  brandId: z.number().int(),
  bankId: z.number().int(),
  currencyId: z.number().int(),
  channelId: z.number().int(),
  description: z.string(),
  commission: z.number(),
  advanceRent: z.number(),
  service: z.number(),
  commission_int: z.literal(0),
}).meta({ id: 'Tariff' });
export type Tariff = z.infer<typeof tariff>;

export const tariffCatalogs = z.object({
  channels: z.array(catalogItem),
  currencies: z.array(catalogItem),
  banks: z.array(catalogItem),
  brands: z.array(catalogItem),
  paymentTypes: z.array(catalogItem),
});
export type TariffCatalogs = z.infer<typeof tariffCatalogs>;

/** docs/spec-reference.md §3 merchant account; one per merchant and currency. The IBAN without spaces. */
export const merchantAccount = z.object({
  merchantId: z.number().int(),
  currencyId: z.number().int(),
  countryId: z.number().int(),
  bankCode: z.number().int(),
  accountTypeId: z.number().int(),
  ibanAccount: z.string(),
  accountName: z.string(),
}).meta({ id: 'MerchantAccount' });
export type MerchantAccount = z.infer<typeof merchantAccount>;

/** The banks' items also carry their IBAN code, so the form refuses an IBAN of another bank as the API does. */
export const accountCatalogs = z.object({
  countries: z.array(country),
  currencies: z.array(catalogItem),
  banks: z.array(catalogItem.extend({ ibanCode: z.string().optional() })),
  accountTypes: z.array(catalogItem),
});
export type AccountCatalogs = z.infer<typeof accountCatalogs>;

/**
 * A user as the Users screen sees it (docs/spec-reference.md §3 names, snake and camel case as the provider's API
 * sends them, plus the names the list shows). Never a password, reset or lock field.
 */
export const portalUser = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  user_token: z.string().nullable(),
  group_id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  merchant_id: z.number().int().nullable(),
  merchantId: z.number().int().nullable(),
  merchantName: z.string(),
  bank_id: z.number().int().nullable(),
  bankName: z.string(),
  cashRegister: z.boolean(),
}).meta({ id: 'PortalUser' });
export type PortalUser = z.infer<typeof portalUser>;

export const userGroup = z.object({ id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), name: z.string() });

/** The user form's choices: the caller's merchants, the groups it may give, the banks (for the bank group). */
export const userLookups = z.object({ merchants: z.array(namedItem), groups: z.array(userGroup), banks: z.array(namedItem) });
export type UserLookups = z.infer<typeof userLookups>;
