import { DEMO_PASSWORD } from '../../mock-api/seed/users';
import type { MenuQr, MenuQrNode } from '../../src/domain/wire/menu';
import type { SignedIn } from '../../src/domain/wire/session';
import type { PlacedOrder } from '../../src/domain/wire/order';

/**
 * The API as the served app reaches it (`{baseUrl}/api`), for a browser test's setup: a call that
 * fails the test on any refusal, with the caller's token or none (a diner) and any other headers
 * (a payment's Idempotency-Key), and a staff sign-in.
 * `site` is read at each call: a file's browser handle gets its address only in beforeAll.
 */
export const servedApi = (site: { baseUrl: string }) => {
  const call = async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${site.baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  /** POST /auth/login's whole answer: the token and the user the admin keeps (src/providers/session.ts). */
  const session = (user: string, password = DEMO_PASSWORD): Promise<SignedIn> => call('POST', '/auth/login', { user, password, retry: 0 });
  const signIn = async (user: string, password = DEMO_PASSWORD): Promise<string> => (await session(user, password)).token;
  /** The table's QR menu's products, every level of it flattened, as the diner app reads them. */
  const menuProducts = async (table: string) => {
    const flat = (nodes: MenuQrNode[]): MenuQrNode['products'] => nodes.flatMap((node) => [...node.products, ...flat(node.submenu)]);
    return flat(((await call('GET', `/menu/getMenuQR/${table}`)) as MenuQr).menuqr);
  };
  /** An order placed from the table's QR link, as the diner app places it: the order and its cancel key. */
  const placeOrder = async (table: string, products: { id: number; quantity: number; message?: string; options?: { group: string; option: string }[] }[]) =>
    (await call('POST', '/order/external', { token: table, order: { detail: '', takeout: false, products: products.map((line) => ({ message: '', ...line })) } })) as {
      order: PlacedOrder;
      cancelKey: string;
    };
  return { call, session, signIn, menuProducts, placeOrder };
};
