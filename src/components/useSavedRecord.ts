import { useEffect, useRef, useState } from 'react';
import { type Identifier, useDataProvider, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { savedIdOf, useHighlight } from './savedRecord';

/** Pages looked through for the saved record before giving up (2,500 rows at 25 a page). */
const MAX_PAGES = 100;

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/**
 * The record a form just saved (named by the navigation state it left with), shown in the list it
 * returns to: the list moves to the page that holds it under the current sort (and search, which
 * is cleared when the record does not match it), and the record is returned while it should stand
 * out, for SAVED_HIGHLIGHT_MS. `filter` and `meta` are the list's permanent filter and query meta.
 */
export const useSavedRecord = (filter?: Record<string, unknown>, meta?: Record<string, unknown>) => {
  const location = useLocation();
  const list = useListContext();
  const savedId = savedIdOf(location.state, list.resource);
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<{ id: Identifier }>();
  // per visit of the list (location.key): the record still to show, and whether its page is being looked for
  const wanted = useRef<{ key: string; id: Identifier; looking: boolean; looked: boolean } | null>(null);
  if (savedId !== undefined && wanted.current?.key !== location.key) wanted.current = { key: location.key, id: savedId, looking: false, looked: false };
  // the search reads the list as it is when it starts, not when its effect was declared
  const latest = useRef({ list, filter, meta });
  latest.current = { list, filter, meta };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { data, isPending, isFetching } = list;
  useEffect(() => {
    const target = wanted.current;
    if (!target || target.looking || isPending || isFetching) return;
    if (data?.some((record) => sameId(record.id, target.id))) {
      wanted.current = null;
      setFound({ id: target.id });
      return;
    }
    if (target.looked) {
      wanted.current = null;
      return;
    }
    target.looking = true;
    const { resource, page, perPage, sort, filterValues } = latest.current.list;
    // what the list showed when the search began: a search, sort or page the user chose meanwhile wins
    const startedOn = JSON.stringify({ page, perPage, sort, filterValues });
    const { filter: permanent, meta: queryMeta } = latest.current;
    void (async () => {
      let found: number | undefined;
      for (let at = 1; at <= MAX_PAGES && mounted.current; at++) {
        if (at === page) continue;
        const answer = await dataProvider.getList(resource, { pagination: { page: at, perPage }, sort, filter: { ...filterValues, ...permanent }, meta: queryMeta }).catch(() => undefined);
        if (!answer) break;
        if (answer.data.some((record) => sameId(record.id, target.id))) {
          found = at;
          break;
        }
        const more = answer.pageInfo ? !!answer.pageInfo.hasNextPage : at * perPage < (answer.total ?? 0);
        if (!more) break;
      }
      if (!mounted.current || wanted.current !== target) return;
      target.looking = false;
      // the list's own setters as they are now: one taken when the search began would put back the
      // list it saw then, wiping a search typed while the pages were read
      const { setPage, setFilters, ...now } = latest.current.list;
      if (JSON.stringify({ page: now.page, perPage: now.perPage, sort: now.sort, filterValues: now.filterValues }) !== startedOn) {
        wanted.current = null;
        return;
      }
      if (found !== undefined) {
        // the list loads that page; the effect highlights the record once it is there
        target.looked = true;
        setPage(found);
      } else if (filterValues.q) {
        // not under the search typed earlier: the list without it holds the record
        setFilters({}, {});
      } else {
        wanted.current = null;
      }
    })();
  }, [data, isPending, isFetching, dataProvider]);

  return useHighlight(found);
};
