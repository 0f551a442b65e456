import { API_URL } from '../../src/providers/apiUrl';
import { chosenLanguage } from './language';

/**
 * Paint first: a tiny script of its own, listed before the app's in index.html, so it
 * runs as soon as it arrives, while React and the app still download. On a table's menu address
 * it starts the menu request at once and writes the merchant's name into the page's static frame
 * (index.html) as soon as it is known: from this visit's stored session when it is the same
 * table, else from the menu's answer. The app takes the answer (takeEarlyMenu) instead of asking again.
 */
interface EarlyAnswer {
  token: string;
  status: number;
  body: unknown;
}

// the diner app's pages under menuqr/ that are not a table's code (router.ts parseRoute)
const FIXED_PAGES = new Set(['confirm', 'order', 'pay', 'tab', 'tabpay']);
const segments = location.pathname.split('/').filter(Boolean);
const token = segments[0] === 'menuqr' && segments.length >= 2 && !(segments.length === 2 && FIXED_PAGES.has(segments[1])) ? segments[segments.length - 1] : null;

const showName = (name: unknown) => {
  const slot = document.querySelector('[data-early-name]');
  if (slot && typeof name === 'string' && !slot.textContent) slot.textContent = name;
};

/** The merchant and table the server wrote into the frame (serving/menuFrame.ts): the loading page keeps showing them. */
const framed = (selector: string) => document.querySelector(`.early-frame ${selector}`);
const frame = framed('.topbar-name')?.textContent
  ? { merchant: { name: framed('.topbar-name')!.textContent!, image: framed('img')?.getAttribute('src') ?? '' }, table: framed('.topbar-detail')?.textContent ?? undefined }
  : null;
export const frameOf = (forToken: string) => (token && decodeURIComponent(token) === forToken ? frame : null);

let early: Promise<EarlyAnswer | null> | null = null;
if (token) {
  try {
    // the diner app keeps its visit in sessionStorage (dinerSession.ts): the same table's name paints at once
    const visit = JSON.parse(sessionStorage.getItem('portal.menuqr') ?? 'null');
    if (visit && visit.token === decodeURIComponent(token)) showName(visit.merchant?.name);
  } catch {
    // no storage or an unreadable visit: the name comes with the menu
  }
  early = fetch(`${API_URL}/menu/getMenuQR/${token}?lang=${chosenLanguage()}`, { headers: { accept: 'application/json' } })
    .then(async (response) => ({ token: decodeURIComponent(token), status: response.status, body: response.ok ? await response.json() : null }))
    .catch(() => null);
  void early.then((answer) => showName((answer?.body as { merchant?: { name?: unknown } } | null)?.merchant?.name));
}

/** The menu answer this script started for `token`, once: null when none was started, or it failed (the app then asks itself). */
export const takeEarlyMenu = async (forToken: string): Promise<unknown> => {
  const pending = early;
  early = null;
  const answer = pending ? await pending : null;
  return answer && answer.token === forToken && answer.status === 200 ? answer.body : null;
};

