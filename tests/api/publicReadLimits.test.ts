import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_KEY_HEADER, proxyKey } from '../../mock-api/auth/clientAddress';
import { ADDRESS_LIMITS, PORTAL_RATE_LIMITS, type RateLimitSettings } from '../../mock-api/auth/rateLimits';
import { declaredEndpoints } from '../../mock-api/contract/mount';
import { routeAreas } from '../../mock-api/routes';
import { messages } from '../../src/domain/messages';
import { startTestApi, type TestApi } from '../support/testApi';

/**
 * Every public endpoint counts against a budget per client address (an IPv6 /64), reads included
 * (docs/features/sessions-and-limits.md, table of limits). Here each budget is 2 calls a minute,
 * so the wiring shows in a few calls; each endpoint is called from an address of its own (through the proxy's key, as
 * `npm start` forwards a diner's address), so budgets shared by several paths do not mix.
 */
const TIGHT = Object.fromEntries(Object.keys(PORTAL_RATE_LIMITS).map((name) => [name, { limit: 2, windowMs: 60_000 }])) as unknown as RateLimitSettings;
/** The sign-out only ends the session its own token names: nothing to flood. */
const UNLIMITED = ['POST /auth/logout'];

const publicEndpoints = declaredEndpoints(routeAreas).filter((endpoint) => endpoint.access === 'public');
const budgetOf = (method: string, path: string) => {
  const sample = path.replace(/:[^/]+/g, 'x');
  return ADDRESS_LIMITS.find(
    (entry) => entry.method === method && entry.paths.some((pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`).test(sample)),
  )?.budget;
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimits: TIGHT });
});
afterAll(() => api.close());

const from = (address: string) => ({ 'x-forwarded-for': address, [PROXY_KEY_HEADER]: proxyKey() });
const BODY = { orderId: 1, token: 'A'.repeat(22), cancelKey: 'A'.repeat(22) };

describe('limits on public endpoints', () => {
  it('gives every declared public endpoint a budget per address', () => {
    const without = publicEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).filter((name) => !UNLIMITED.includes(name) && !budgetOf(...(name.split(' ') as [string, string])));
    expect(without).toEqual([]);
  });

  it('answers each public read 429 in Spanish with Retry-After once its address has used its budget', async () => {
    const reads = publicEndpoints.filter((endpoint) => endpoint.method === 'GET' || ['/order/status/external', '/order/events/external', '/table/tab/external'].includes(endpoint.path));
    expect(reads.map((endpoint) => endpoint.path)).toEqual(expect.arrayContaining(['/menu/soldOut/:token', '/invoice/:voucherId', '/order/status/external', '/table/tab/external']));
    const refusedAt: Record<string, number[]> = {};
    for (const [index, endpoint] of reads.entries()) {
      const path = endpoint.path.replace(/:[^/]+/g, 'A'.repeat(22));
      const call = () => api.call(endpoint.method, path, { headers: from(`198.51.100.${index + 1}`), body: endpoint.method === 'GET' ? undefined : BODY });
      const statuses = [(await call()).status, (await call()).status];
      const refused = await call();
      refusedAt[`${endpoint.method} ${endpoint.path}`] = [...statuses, refused.status];
      if (refused.status === 429) {
        expect(refused.body).toEqual({ message: messages.tooManyRequests });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    for (const [name, statuses] of Object.entries(refusedAt)) {
      expect(statuses.slice(0, 2), name).not.toContain(429);
      expect(statuses[2], name).toBe(429);
    }
  });

  it('counts an IPv6 host by its /64: another address of the same /64 shares the budget, another /64 does not', async () => {
    const soldOut = (address: string) => api.call('GET', `/menu/soldOut/${'B'.repeat(22)}`, { headers: from(address) });
    expect((await soldOut('2001:db8:1:2::1')).status).toBe(404);
    expect((await soldOut('2001:db8:1:2:aaaa::2')).status).toBe(404);
    expect((await soldOut('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await soldOut('2001:db8:1:3::1')).status).toBe(404);
  });

  it("sizes the portal's public reads for a full restaurant behind one Wi-Fi", () => {
    const perSecond = ({ limit, windowMs }: { limit: number; windowMs: number }) => limit / (windowMs / 1000);
    // 100 menus open at once, each asking what is sold out every second (public-app/src/menu/liveSoldOut.ts)
    expect(perSecond(PORTAL_RATE_LIMITS.soldOut)).toBeGreaterThanOrEqual(100);
    // 120 diners opening the menu twice in the window, two asks per page load (serving/menuFrame.ts)
    expect(PORTAL_RATE_LIMITS.menu.limit).toBeGreaterThanOrEqual(120 * 2 * 2);
    // 120 vouchers in the window, each asked up to 16 times while Hacienda answers
    expect(PORTAL_RATE_LIMITS.invoice.limit).toBeGreaterThanOrEqual(120 * 16);
  });
});
