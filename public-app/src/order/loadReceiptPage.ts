/**
 * The receipt page's code, loaded once: the order's summary asks for it ahead of the order being
 * placed, so the receipt shows at once (a failed load is tried again on the next ask).
 */
let loading: Promise<typeof import('./ReceiptPage')> | undefined;
export const loadReceiptPage = () =>
  (loading ??= import('./ReceiptPage').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
