import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../src/providers/apiRequest';
import type { MenuQr } from '../../../src/domain/wire/menu';
import { fetchMenu } from '../api';
import { enterTable, useDinerSession } from '../dinerSession';
import { navigate } from '../router';
import { chargesOf } from '../format';
import { texts } from '../texts';
import { PricesNote } from '../ui/PricesNote';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../usePageTitle';
import { MenuAccordion } from './MenuAccordion';

type MenuState = { status: 'loading' } | { status: 'ready'; menu: MenuQr } | { status: 'failed'; message: string; retry: boolean };

/** The last menu loaded: going back from the summary shows it at once, without a new request. */
let loaded: { token: string; menu: MenuQr } | null = null;

/** /menuqr/{token}: the table's menu, loaded at once (docs/departures.md: no artificial delay). */
export const MenuPage = ({ token }: { token: string }) => {
  usePageTitle(texts.menuTitle);
  const session = useDinerSession();
  const { alert, modal } = useModal();
  const [state, setState] = useState<MenuState>(() =>
    !token ? { status: 'failed', message: texts.noToken, retry: false } : loaded?.token === token ? { status: 'ready', menu: loaded.menu } : { status: 'loading' },
  );

  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchMenu(token).then(
      (menu) => {
        loaded = { token, menu };
        enterTable(token, menu.merchant, menu.table);
        setState({ status: 'ready', menu });
      },
      (error: unknown) => {
        // an unknown table says so; a network failure can be retried
        const notFound = error instanceof ApiRequestError && error.status === 404;
        setState({ status: 'failed', message: notFound ? error.message : texts.communicationError, retry: !notFound });
      },
    );
  }, [token]);

  useEffect(() => {
    if (token && loaded?.token !== token) load();
  }, [token, load]);

  const count = session.items.reduce((sum, item) => sum + item.quantity, 0);
  const onContinue = () => (count === 0 ? alert(texts.selectAtLeastOne) : navigate('/menuqr/confirm'));

  if (state.status !== 'ready') {
    return (
      <main className="page centered">
        {state.status === 'loading' ? (
          <Spinner label={texts.loadingMenu} />
        ) : (
          <div className="notice" role="alert">
            <p>{state.message}</p>
            {state.retry && (
              <button type="button" className="button primary" onClick={load}>
                {texts.retry}
              </button>
            )}
          </div>
        )}
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
          {/* the table's bill, every phone's rounds (issue 20) */}
          <button type="button" className="button link" onClick={() => navigate('/menuqr/tab')}>
            {texts.viewTab}
          </button>
        </div>
        {menu.menuqr.length ? (
          <>
            <PricesNote charges={charges} />
            <MenuAccordion menus={menu.menuqr} items={session.items} />
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
