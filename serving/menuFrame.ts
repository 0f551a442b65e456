import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROXY_KEY_HEADER, proxyKey } from '../mock-api/auth/clientAddress.js';
import { routeOf } from '../public-app/src/router.js';
import { cleanPath } from './servedPaths.js';

/**
 * Paint first: the diner app's page for a table's menu (/menuqr/{token}) is sent with
 * the merchant's name, and its logo, already in the frame index.html paints before the scripts,
 * and with the menu request announced in its head, so the phone fetches it beside the scripts
 * instead of after them. The server asks the mock API's own QR menu for them (the same public
 * call the page makes), so a token the API does not know gets the plain frame, as does an API
 * that does not answer in time.
 */

/** What the frame shows of the merchant. */
export interface MenuFrame {
  name: string;
  image: string;
  /** The table's name, beside the language switch as on the menu. */
  table: string;
}

/** The frame's empty name slot, as public-app/index.html writes it (tests/unit/menuFrame.test.ts checks it is there). */
export const NAME_SLOT = '<span class="topbar-name" data-early-name></span>';

/** Where the table's name goes: above the language switch, as MerchantHeader shows it. */
export const SIDE_SLOT = '<div class="topbar-side">';

/** How long the page waits for the API before it goes out with the plain frame. */
const LOOKUP_TIMEOUT_MS = 800;

/** Text and attribute values escaped for HTML: what a merchant typed is shown, never run. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The table token of a diner page's path, or null when the page is not a table's menu. */
export const menuTokenOf = (path: string): string | null => {
  const route = routeOf(path);
  return route.page === 'menu' && route.token ? route.token : null;
};

/**
 * The diner's language as the page will choose it on a first visit (public-app/src/language.ts:
 * the phone's first language): the menu request announced in the head asks in it.
 */
export const frameLanguage = (acceptLanguage: string | undefined) => (/^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'es');

/**
 * The merchant of a table token, asked of the mock API; null when unknown or not answered in time.
 * Asked for the diner, as the proxy asks (serving/apiProxy.ts): counted against the diner's address,
 * not this server's, so one diner asking too often cannot use up every diner's menu budget.
 */
export const lookUpFrame = async (apiUrl: string, token: string, dinerAddress = ''): Promise<MenuFrame | null> => {
  try {
    const response = await fetch(`${apiUrl}/menu/getMenuQR/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json', 'x-forwarded-for': dinerAddress, [PROXY_KEY_HEADER]: proxyKey() },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const { merchant, table } = (await response.json()) as { merchant?: { name?: unknown; image?: unknown }; table?: { name?: unknown } };
    if (typeof merchant?.name !== 'string') return null;
    return { name: merchant.name, image: typeof merchant.image === 'string' ? merchant.image : '', table: typeof table?.name === 'string' ? table.name : '' };
  } catch {
    return null;
  }
};

/**
 * A logo stored as an address on this site goes into the frame as it is; one stored as a data URL
 * (up to 500 KB) would swell the page, so the frame keeps its place and the app shows it.
 */
const logoOf = (image: string) => {
  if (/^\/(?!\/)/.test(image)) return `<img class="logo" src="${escapeHtml(image)}" alt="" width="32" height="32">`;
  return image ? '<span class="logo logo-slot"></span>' : '';
};

/**
 * The page with the merchant in its frame and the menu request in its head. `menuUrl` is the
 * address the page's early script will ask (public-app/src/earlyMenu.ts), so the answer is reused.
 */
export const withFrame = (html: string, frame: MenuFrame, menuUrl: string) =>
  html
    .replace(NAME_SLOT, () => `${logoOf(frame.image)}<span class="topbar-name" data-early-name>${escapeHtml(frame.name)}</span>`)
    .replace(SIDE_SLOT, () => `${SIDE_SLOT}${frame.table ? `<span class="topbar-detail">${escapeHtml(frame.table)}</span>` : ''}`)
    .replace('</title>', () => `</title>\n    <link rel="preload" as="fetch" crossorigin href="${escapeHtml(menuUrl)}">`);

type Middleware = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * After servedPaths has pointed a diner page at the diner app's page: a table's menu is answered
 * here, with its frame filled; every other request goes on. `page` reads the page as the server
 * serves it (the built file, or the dev server's transformed one).
 */
export const menuFrame = ({ apiUrl, basePath, page }: { apiUrl: string; basePath: string; page: (url: string) => Promise<string> }): Middleware => {
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const path = req.method === 'GET' && req.url === '/public-app/index.html' ? cleanPath(url) : undefined;
    const token = path ? menuTokenOf(path) : null;
    if (!token) return next();
    const language = frameLanguage(req.headers['accept-language']);
    Promise.all([page(url), lookUpFrame(apiUrl, token, req.socket.remoteAddress)]).then(
      ([html, frame]) => {
        const body = frame ? withFrame(html, frame, `${basePath}/menu/getMenuQR/${encodeURIComponent(token)}?lang=${language}`) : html;
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        // the frame names one merchant: neither a shared cache nor a later visit may reuse it
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      },
      (error: unknown) => next(error),
    );
  };
};
