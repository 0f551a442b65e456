/**
 * The code of the pages after the menu, loaded once and ahead of need: the menu's first download
 * carries only the menu (tests/e2e/publicAppBudget.test.ts). The menu asks for the summary as soon
 * as something is in the cart, the summary for the receipt while the order is reviewed; a failed
 * load is tried again on the next ask.
 */
const onDemand = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};

export const loadSummaryPage = onDemand(() => import('./SummaryPage'));
export const loadReceiptPage = onDemand(() => import('./ReceiptPage'));
