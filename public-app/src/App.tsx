import { lazy, Suspense } from 'react';
import { MenuPage } from './menu/MenuPage';
import { loadReceiptPage, loadSummaryPage } from './order/pageLoaders';
import { useLanguage } from './language';
import { routeOf, usePath } from './router';
import { texts } from './texts';
import { Spinner } from './ui/Spinner';

// Only the menu is in the first download: the summary and the receipt load ahead of need
// (order/pageLoaders.ts), the card form, the voucher and the printable receipt on demand.
const SummaryPage = lazy(() => loadSummaryPage().then((module) => ({ default: module.SummaryPage })));
const ReceiptPage = lazy(() => loadReceiptPage().then((module) => ({ default: module.ReceiptPage })));
const CardPage = lazy(() => import('./card/CardPage').then((module) => ({ default: module.CardPage })));
// the table's bill
const TabPage = lazy(() => import('./tab/TabPage').then((module) => ({ default: module.TabPage })));
const TabPayPage = lazy(() => import('./tab/TabPayPage').then((module) => ({ default: module.TabPayPage })));
const VoucherPage = lazy(() => import('./voucher/VoucherPage').then((module) => ({ default: module.VoucherPage })));
// the printable electronic receipt, with its QR code, only when asked for
const PrintableDocumentPage = lazy(() => import('./receipt/PrintableDocumentPage').then((module) => ({ default: module.PrintableDocumentPage })));

export const App = () => {
  const route = routeOf(usePath());
  // the texts are swapped in place: reading the language re-renders every page in it
  useLanguage();
  const page = (() => {
    switch (route.page) {
      case 'menu':
        return <MenuPage key={route.token} token={route.token} />;
      case 'confirm':
        return <SummaryPage />;
      case 'order':
        return <ReceiptPage />;
      case 'pay':
        return <CardPage />;
      case 'tab':
        return <TabPage />;
      case 'tabpay':
        return <TabPayPage />;
      case 'voucher':
        return <VoucherPage key={route.id} id={route.id} />;
      case 'document':
        return <PrintableDocumentPage key={route.id} id={route.id} />;
      default:
        return (
          <main className="page centered">
            <p className="notice">{texts.notFoundPage}</p>
          </main>
        );
    }
  })();
  return (
    <Suspense
      fallback={
        <main className="page centered">
          <Spinner />
        </main>
      }
    >
      {page}
    </Suspense>
  );
};
