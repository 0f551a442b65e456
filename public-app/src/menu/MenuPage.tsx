import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../src/providers/apiRequest';
import type { MenuQr } from '../../../src/domain/wire/menu';
import { loadMenu } from '../api';
import { frameOf } from '../earlyMenu';
import { enterTable, useDinerSession } from '../dinerSession';
import { navigate } from '../router';
import { chargesOf } from '../format';
import { texts } from '../texts';
import { PricesNote } from '../ui/PricesNote';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { usePageTitle } from '../usePageTitle';
import { MenuAccordion } from './MenuAccordion';
import { MenuFilters } from './MenuFilters';
import { MenuViewContext } from './menuView';
import { useLiveSoldOut } from './liveSoldOut';
import { useLanguage } from '../language';
import { loadSummaryPage } from '../order/pageLoaders';
import type { Language } from '../texts';

type MenuState = { status: 'loading' } | { status: 'ready'; menu: MenuQr } | { status: 'failed'; message: string; retry: boolean };

/** The last menu loaded: going back from the summary shows it at once, without a new request. */
let loaded: { token: string; language: Language; menu: MenuQr } | null = null;
/** The diner's filters, kept while they go to the summary and back. */
let chosenFilters: ReadonlySet<string> = new Set();

/** /menuqr/{token}: the table's menu, loaded at once (docs/departures.md: no artificial delay). */
export const MenuPage = ({ token }: { token: string }) => {
  usePageTitle(texts.menuTitle);
  const session = useDinerSession();
  const { alert, modal } = useModal();
  // The menu in the diner's language; the switch loads it again without a reload
  const language = useLanguage() === 'en' ? 'en' : 'es';
  const [filters, setFilters] = useState(chosenFilters);
  const liveSoldOut = useLiveSoldOut(token || null);
  const [state, setState] = useState<MenuState>(() =>
    !token ? { status: 'failed', message: texts.noToken, retry: false } : loaded?.token === token ? { status: 'ready', menu: loaded.menu } : { status: 'loading' },
  );

  const load = useCallback(() => {
    // a change of language keeps the menu on screen until the other one arrives
    if (loaded?.token !== token) setState({ status: 'loading' });
    loadMenu(token, language).then(
      (menu) => {
        loaded = { token, language, menu };
        enterTable(token, menu.merchant, menu.table);
        setState({ status: 'ready', menu });
      },
      (error: unknown) => {
        // an unknown table says so; a network failure can be retried
        const notFound = error instanceof ApiRequestError && error.status === 404;
        setState({ status: 'failed', message: notFound ? error.message : texts.communicationError, retry: !notFound });
      },
    );
  }, [token, language]);

  useEffect(() => {
    if (token && (loaded?.token !== token || loaded.language !== language)) load();
  }, [token, language, load]);

  const changeFilters = (next: Set<string>) => {
    chosenFilters = next;
    setFilters(next);
  };

  const count = session.items.reduce((sum, item) => sum + item.quantity, 0);
  // the summary's code comes once the cart has something: it is there when 'Ver pedido' is pressed
  const hasItems = count > 0;
  useEffect(() => {
    if (hasItems) loadSummaryPage().catch(() => undefined);
  }, [hasItems]);
  const onContinue = () => (count === 0 ? alert(texts.selectAtLeastOne) : navigate('/menuqr/confirm'));

  if (state.status === 'loading') {
    // the same frame index.html paints before the scripts: the merchant's name when this visit or the server knows it
    const early = session.token === token ? { merchant: session.merchant, table: session.table?.name } : frameOf(token);
    return (
      <>
        <MerchantHeader merchant={early?.merchant ?? null} detail={early?.table} />
        <main className="page" aria-busy="true">
          <p className="sr-only" role="status">
            {texts.loadingMenu}
          </p>
          <div className="skeleton-title" />
          <div className="skeleton-line" />
          {[1, 2, 3, 4].map((row) => (
            <div key={row} className="skeleton-section" />
          ))}
        </main>
      </>
    );
  }

  if (state.status !== 'ready') {
    return (
      <main className="page centered">
        <div className="notice" role="alert">
          <p>{state.message}</p>
          {state.retry && (
            <button type="button" className="button primary" onClick={load}>
              {texts.retry}
            </button>
          )}
        </div>
      </main>
    );
  }

  const { menu } = state;
  const charges = chargesOf(menu.merchant);
  return (
    <>
      <MerchantHeader merchant={menu.merchant} detail={menu.table.name} />
      <main className="page with-bottom-bar">
        <div className="page-heading">
          <h1>{texts.menuTitle}</h1>
          {/* the table's bill, every phone's rounds */}
          <button type="button" className="button link" onClick={() => navigate('/menuqr/tab')}>
            {texts.viewTab}
          </button>
        </div>
        {menu.menuqr.length ? (
          <>
            <PricesNote charges={charges} />
            <MenuFilters chosen={filters} onChange={changeFilters} language={language} />
            <MenuViewContext.Provider value={{ language, filters, soldOut: liveSoldOut }}>
              <MenuAccordion menus={menu.menuqr} items={session.items} />
            </MenuViewContext.Provider>
          </>
        ) : (
          <p className="empty">{texts.emptyMenu}</p>
        )}
      </main>
      <div className="bottom-bar no-print">
        <button type="button" className="button primary wide" onClick={onContinue}>
          {texts.continue}
          {count > 0 && (
            <span className="badge" aria-label={texts.selectedCount(count)}>
              {count}
            </span>
          )}
        </button>
      </div>
      {modal}
    </>
  );
};
