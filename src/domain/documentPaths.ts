/**
 * The printable representation (representación gráfica) of a payment's electronic receipt, a page
 * of the diner app opened by the payment's voucher or document id
 * (public-app/src/receipt/PrintableDocumentPage.tsx): the diner's receipt and bill link it, and so
 * does staff's 'Mesas' view.
 */
/** A payment's voucher page in the diner app (public-app/src/voucher/VoucherPage.tsx): a refund's links its sale's. */
export const voucherPath = (voucherId: string) => `/voucher/${encodeURIComponent(voucherId)}`;

export const printableDocumentPath = (voucherId: string) => `/voucher/${encodeURIComponent(voucherId)}/comprobante`;
