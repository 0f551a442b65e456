/** An invoice as GET /invoice/{voucher_id} answers it (docs/spec-reference.md §3; field names as the provider's API spells them). */
export interface InvoiceDetail {
  productId: number;
  quantity: number;
  priceLocal: number;
  priceDollars: number;
  tax: number;
  product: { name: string };
}

export interface Invoice {
  invoiceNumber: string;
  details: InvoiceDetail[];
  localSubtotal: number;
  dollarSubtotal: number;
  localSalesTax: number;
  dollarSalesTax: number;
  localOtherChagerAmount: number;
  dollarOtherChagerAmount: number;
  localTotal: number;
  dollarTotal: number;
  currencyId: number;
}
