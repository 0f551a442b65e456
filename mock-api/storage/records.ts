import type { BankInput } from '../../src/schemas/bankSchema';

export type GroupId = 1 | 2 | 3 | 4;

export interface Group {
  id: GroupId;
  name: string;
}

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  name: string;
  lastname: string;
  group_id: GroupId;
  merchant_id: number | null;
  bank_id: number | null;
  cashRegister: boolean;
  passwordHash: string;
  tempPassword: boolean;
  /** A reset password sent by mail; valid alongside the real one until it expires. */
  resetHash?: string | null;
  resetExpires?: number | null;
  user_token: string | null;
}

export interface Country {
  code: number;
  description: string;
}

export interface Merchant {
  id: number;
  name: string;
  topId: string;
  topIdDol: string;
  status: 'ACT' | 'INA';
  country_id: number;
  merchant_code: string;
  automatic_itbms: boolean;
  itbms: number | null;
  terminal_id: string;
  terminal_id_dol: string;
  bank_id: number | null;
  currency_code: 188 | 840;
  terminalDefault: string;
  address: string;
  activityCode: string;
  electronicInvoice: boolean;
  executiveId: number | null;
  monthlyRate: number;
  invoiceRate: number;
  paymentRatePercentage: number;
  maxLevel: number;
  vat: number;
  paymentEmail: string;
  documentNumber: string;
  companyTypeId: number;
  transactionLimit: number;
  typeLegalId: number;
  ecomId: string;
  ecomBankId: number;
  topBankId: 1 | 2;
  hasMerchantEcom: boolean;
  hasMerchantTop: boolean;
  settlementCost: number;
  emailDeposit: string;
  image: string;
  simplifiedRegime: boolean;
  tableService: boolean;
  phone: string;
  email: string;
  /** The SINPE Móvil number diners pay the bill to (company settings), 8 digits; absent: no SINPE. */
  sinpePhone?: string | null;
  /** The issuer of its electronic receipts; absent until the merchant's fiscal identity is set. */
  fiscal?: MerchantFiscal;
}

/**
 * A merchant's fiscal identity as Hacienda's documents name the issuer (mock-api/receipts/README.md):
 * the identification by type (src/domain/fiscalIdentification.ts), the address by the codes of
 * mock-api/locations, and the establishment (3 digits) and terminal (5) its consecutivos carry.
 */
export interface MerchantFiscal {
  legalName: string;
  /** NombreComercial; absent (older data): the merchant's name. */
  commercialName?: string;
  identificationType: '01' | '02' | '03' | '04';
  identificationNumber: string;
  province: number;
  canton: number;
  district: number;
  otherSigns: string;
  email: string;
  establishment: string;
  terminal: string;
}

export type BankRecord = BankInput & { id: number };

/**
 * A card transaction (docs/spec-reference.md §3). Amounts in minor units; the PAN is stored masked only
 * ('********' + last 4) and no CVV exists anywhere. `voucher_id` is the unguessable id of its
 * public voucher page (/voucher/{voucher_id}).
 */
export interface TransactionRecord {
  transaction_id: number;
  voucher_id: string;
  merchant_id: number;
  auth_code: string;
  amount: number;
  currency_code: 188 | 840;
  /** ISO date-time. */
  date_time: string;
  scheme: 'VISA' | 'MasterCard' | 'American Express';
  pan: string;
  transaction_type_desc: 'PAYMENT' | 'REFUND' | 'VOID';
  status: 'APPROVED' | 'REFUND' | 'VOID' | 'DECLINED';
  external_transaction_reference: string;
  user_id: number | null;
  /** The selling user's full name. */
  full_name: string;
  /** A refund made from the portal (restaurant/orderRefund.ts): the number of the sale it gives back. */
  refund_of?: number;
}

/**
 * The whole stored state. Each area's seed module adds its collections here;
 * `meta` and the secrets are never served.
 */
export interface DbState {
  meta: { seed: number; seedVersion: number; seededAt: string; tokenSecret: string };
  groups: Group[];
  users: UserRecord[];
  merchants: Merchant[];
  banks: BankRecord[];
  countries: Country[];
  [collection: string]: unknown;
}
