import { CRC, USD } from '../../src/domain/money';
import { documentNumberError, merchantError, normalizeDocumentNumber, settlementCostOf, TOP_BANKS } from '../../src/domain/merchantRules';
import { providerMessages } from '../../src/domain/providerMessages';
import { badRequest } from '../http';
import { catalogsIn } from '../seed/providerCatalogs';
import type { DbState, Merchant } from '../seed/types';

/** The fields a client may write; id, status and (on edit) the identification are the server's. */
export type MerchantInput = Omit<Merchant, 'id' | 'status'>;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const text = (value: unknown, max: number) => String(value ?? '').trim().slice(0, max);
const numberOr = (value: unknown, fallback: number) => (blank(value) ? fallback : Number(value));
const flag = (value: unknown) => value === true || value === 'true' || value === 1;
const RESTAURANT_TYPE = 1;

const mustBeOneOf = (value: number | null, allowed: number[]) => {
  if (value !== null && !allowed.includes(value)) throw badRequest(providerMessages.invalidChoice);
};

/**
 * Check a merchant body against the shared rules and the lookups, and keep only merchant
 * fields, typed and trimmed. `locked` (on edit) keeps the stored identification whatever the body says.
 */
export const checkedMerchant = (
  input: Record<string, unknown>,
  state: DbState,
  locked?: Pick<Merchant, 'typeLegalId' | 'documentNumber'>,
): MerchantInput => {
  const body = locked ? { ...input, typeLegalId: locked.typeLegalId, documentNumber: locked.documentNumber } : input;
  const problem = merchantError(body);
  if (problem) throw badRequest(problem);

  const catalogs = catalogsIn(state);
  const typeLegalId = Number(body.typeLegalId);
  const idType = catalogs.idTypes.find((candidate) => candidate.id === typeLegalId);
  if (!idType) throw badRequest(providerMessages.invalidChoice);
  if (!locked) {
    const documentProblem = documentNumberError(idType.format, body.documentNumber);
    if (documentProblem) throw badRequest(documentProblem);
  }

  const merchant: MerchantInput = {
    name: text(body.name, 120),
    topId: text(body.topId, 20),
    topIdDol: text(body.topIdDol, 20),
    country_id: numberOr(body.country_id, 1),
    merchant_code: text(body.merchant_code, 20),
    automatic_itbms: flag(body.automatic_itbms),
    itbms: blank(body.itbms) ? null : Number(body.itbms),
    terminal_id: text(body.terminal_id, 20),
    terminal_id_dol: text(body.terminal_id_dol, 20),
    bank_id: (blank(body.bank_id) ? null : Number(body.bank_id)) as number,
    currency_code: numberOr(body.currency_code, CRC) as Merchant['currency_code'],
    terminalDefault: text(body.terminalDefault, 20),
    address: text(body.address, 250),
    activityCode: text(body.activityCode, 10),
    electronicInvoice: flag(body.electronicInvoice),
    executiveId: (blank(body.executiveId) ? null : Number(body.executiveId)) as number,
    monthlyRate: numberOr(body.monthlyRate, 0),
    invoiceRate: numberOr(body.invoiceRate, 0),
    paymentRatePercentage: numberOr(body.paymentRatePercentage, 0),
    maxLevel: numberOr(body.maxLevel, 8),
    vat: numberOr(body.vat, 13),
    paymentEmail: text(body.paymentEmail, 120),
    documentNumber: locked ? locked.documentNumber : normalizeDocumentNumber(body.documentNumber),
    companyTypeId: Number(body.companyTypeId),
    transactionLimit: Number(body.transactionLimit),
    typeLegalId,
    ecomId: text(body.ecomId, 20),
    ecomBankId: numberOr(body.ecomBankId, 1),
    topBankId: numberOr(body.topBankId, 1) as Merchant['topBankId'],
    hasMerchantEcom: flag(body.hasMerchantEcom),
    hasMerchantTop: flag(body.hasMerchantTop),
    settlementCost: settlementCostOf(body.settlementCost),
    emailDeposit: text(body.emailDeposit, 120),
    image: String(body.image).trim(),
    simplifiedRegime: flag(body.simplifiedRegime),
    // spec §6: table service exists only for restaurants (company type 1)
    tableService: Number(body.companyTypeId) === RESTAURANT_TYPE && flag(body.tableService),
    phone: text(body.phone, 30),
    email: text(body.email, 120),
  };

  mustBeOneOf(merchant.companyTypeId, catalogs.merchantTypes.map((type) => type.id));
  mustBeOneOf(merchant.executiveId, catalogs.executives.map((executive) => executive.id));
  mustBeOneOf(merchant.bank_id, state.banks.map((bank) => bank.id));
  mustBeOneOf(merchant.country_id, state.countries.map((country) => country.code));
  mustBeOneOf(merchant.currency_code, [CRC, USD]);
  mustBeOneOf(merchant.topBankId, TOP_BANKS.map((bank) => bank.id));
  mustBeOneOf(merchant.ecomBankId, TOP_BANKS.map((bank) => bank.id));
  return merchant;
};
