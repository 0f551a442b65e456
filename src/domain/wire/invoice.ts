import { z } from 'zod';
import { electronicDocument, electronicReceipts } from './electronicDocument';
import { currencyCode } from './common';
import { chosenOption } from './productOptions';

/** GET /invoice/{voucher_id}: the public voucher of a card payment, with its invoice (docs/spec-reference.md §3, §4). */

/** A line of an invoice (docs/spec-reference.md §3; field names as the provider's API spells them). */
export const invoiceDetail = z.object({
  productId: z.number().int(),
  quantity: z.number().int(),
  priceLocal: z.number(),
  priceDollars: z.number(),
  /**
   * Our addition: what the line costs in all, IVA and service inside (what the diner pays for it), in
   * colones and in dollars. Computed by the server from the document's own lines; the lines' add up
   * to localTotal and dollarTotal exactly (src/domain/lineFinals.ts).
   */
  finalLocal: z.number(),
  finalDollars: z.number(),
  tax: z.number(),
  /** Our addition: the 10 % service is charged on this line (src/domain/serviceCharge.ts), so the totals can be recomputed from the lines. */
  carriesService: z.boolean(),
  product: z.object({ name: z.string() }),
  /** The diner's choices on a line ordered from the QR menu; the line's prices include them. */
  options: z.array(chosenOption).optional(),
}).meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const invoice = z.object({
  invoiceNumber: z.string(),
  details: z.array(invoiceDetail),
  localSubtotal: z.number(),
  dollarSubtotal: z.number(),
  localSalesTax: z.number(),
  dollarSalesTax: z.number(),
  localOtherChagerAmount: z.number(),
  dollarOtherChagerAmount: z.number(),
  localTotal: z.number(),
  dollarTotal: z.number(),
  currencyId: z.number().int(),
}).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoice>;

/** The merchant as its voucher shows it: name, contact and logo; table service says whether a service charge applies. */
export const voucherMerchant = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  image: z.string(),
  tableService: z.boolean(),
  /** Whether the merchant issues electronic receipts: the voucher says so when it does not. */
  electronicReceipts,
});

/** The card transaction, its number masked; a refund names its sale (`refund_of`), a refunded sale its refund. */
export const voucherTransaction = z.object({
  transaction_id: z.number().int(),
  status: z.enum(['APPROVED', 'REFUND', 'VOID', 'DECLINED']),
  transaction_type_desc: z.enum(['PAYMENT', 'REFUND', 'VOID']),
  date_time: z.string(),
  amount: z.number(),
  currency_code: currencyCode,
  scheme: z.string(),
  pan: z.string(),
  auth_code: z.string(),
  external_transaction_reference: z.string(),
  refund_of: z.number().int().optional(),
  /** Our addition: a refund's link back to the voucher of the sale it gives back ('Venta original'), when that sale has one. */
  refund_of_voucher_id: z.string().optional(),
  refund: z.object({ transaction_id: z.number().int(), date_time: z.string(), voucher_id: z.string() }).optional(),
  /** The voluntary tip the amount includes, in the same minor units: a card payment of a table's bill with one (our addition). */
  tip: z.number().int().positive().optional(),
});

export const voucher = z
  .object({
    merchant: voucherMerchant,
    transaction: voucherTransaction,
    invoice,
    /** The electronic receipt issued for the payment; null when none was (GET /invoice/{voucherId}/xml is its XML). */
    electronicDocument: electronicDocument.nullable().optional(),
  })
  .meta({ id: 'Voucher' });
export type Voucher = z.infer<typeof voucher>;
