/**
 * The printable representation (representación gráfica) of a payment's electronic receipt, a page
 * of the diner app opened by the payment's voucher or document id
 * (public-app/src/receipt/PrintableDocumentPage.tsx): the diner's receipt and bill link it, and so
 * does staff's 'Mesas' view.
 */
export const printableDocumentPath = (voucherId: string) => `/voucher/${encodeURIComponent(voucherId)}/comprobante`;
