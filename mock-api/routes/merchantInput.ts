import { providerMessages } from '../../src/domain/providerMessages';
import { merchantSchema } from '../../src/schemas/merchantSchema';
import { badRequest } from '../http';
import { catalogsIn } from '../seed/providerCatalogs';
import { isKnownActivity } from '../activities/economicActivities';
import { isKnownDistrict } from '../locations/crLocations';
import type { DbState, Merchant, MerchantFiscal } from '../storage/records';
import { parseBody, schemaBuiltFrom } from '../validation';

/**
 * The fields a client may write; id, status and (on edit) the identification are the server's.
 * `fiscal`: null clears the fiscal identity, absent leaves it as stored.
 */
export type MerchantInput = Omit<Merchant, 'id' | 'status' | 'fiscal'> & { fiscal?: MerchantFiscal | null };

const RESTAURANT_TYPE = 1;

/** The merchant schema for the stored identification types (their masks check the document number). */
export const storedMerchantSchema = schemaBuiltFrom((idTypes: ReturnType<typeof catalogsIn>['idTypes']) =>
  merchantSchema({ idTypes, knownDistrict: isKnownDistrict, knownActivity: isKnownActivity }),
);

const mustBeOneOf = (value: number | null, allowed: number[]) => {
  if (value !== null && !allowed.includes(value)) throw badRequest(providerMessages.invalidChoice);
};

/**
 * A merchant body checked by the merchant schema (the form's rules) and against the lookups.
 * `locked` (on edit) keeps the stored identification whatever the body says.
 */
export const checkedMerchant = (
  input: Record<string, unknown>,
  state: DbState,
  locked?: Pick<Merchant, 'typeLegalId' | 'documentNumber'>,
): MerchantInput => {
  const catalogs = catalogsIn(state);
  const body = locked ? { ...input, typeLegalId: locked.typeLegalId, documentNumber: locked.documentNumber } : input;
  const parsed = parseBody(storedMerchantSchema(catalogs.idTypes), body);
  const merchant: MerchantInput = {
    ...parsed,
    currency_code: parsed.currency_code as Merchant['currency_code'],
    topBankId: parsed.topBankId as Merchant['topBankId'],
    // docs/spec-reference.md §6: table service exists only for restaurants (company type 1)
    tableService: parsed.companyTypeId === RESTAURANT_TYPE && parsed.tableService,
  };
  mustBeOneOf(merchant.typeLegalId, catalogs.idTypes.map((type) => type.id));
  mustBeOneOf(merchant.companyTypeId, catalogs.merchantTypes.map((type) => type.id));
  mustBeOneOf(merchant.executiveId, catalogs.executives.map((executive) => executive.id));
  mustBeOneOf(merchant.bank_id, state.banks.map((bank) => bank.id));
  mustBeOneOf(merchant.country_id, state.countries.map((country) => country.code));
  return merchant;
};
