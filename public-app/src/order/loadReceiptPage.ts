/** The receipt page's code, loaded on demand: once, shared by the summary (which asks for it early) and the router. */
let receipt: Promise<typeof import('./ReceiptPage')> | null = null;
export const loadReceiptPage = () => (receipt ??= import('./ReceiptPage'));
