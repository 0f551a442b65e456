import type { Request, Response, NextFunction } from 'express';
import { sameSecret } from './auth/clientAddress';
import type { StateWithRestaurant } from './storage/restaurantRecords';
import type { DbState } from './storage/records';
import type { Store } from './store';

/** One link into the diner app: what it opens, and its path on the site. */
export interface DemoLink {
  label: string;
  path: string;
}

/**
 * The first tables of the demo restaurants and a voucher in colones and in dollars. Table tokens
 * and voucher ids are random per data file, so they cannot be written down in the README:
 * `npm start` prints these, and `npm run demo-links` does for MOCK_DB (scripts/demoLinks.ts).
 */
export const demoTargets = (data: DbState): DemoLink[] => {
  const state = data as StateWithRestaurant;
  const links: DemoLink[] = [];
  for (const merchantId of [2, 3]) {
    const merchant = state.merchants.find((candidate) => candidate.id === merchantId);
    for (const table of (state.tables ?? []).filter((candidate) => candidate.merchant_id === merchantId).slice(0, 2)) {
      links.push({ label: `${merchant?.name} · ${table.name}`, path: `/menuqr/${table.token}` });
    }
  }
  const transactions = state.transactions ?? [];
  const colones = transactions.find((transaction) => transaction.merchant_id === 2 && transaction.currency_code === 188);
  const dollars = transactions.find((transaction) => transaction.currency_code === 840);
  if (colones) links.push({ label: 'Comprobante en colones', path: `/voucher/${colones.voucher_id}` });
  if (dollars) links.push({ label: 'Comprobante en dólares', path: `/voucher/${dollars.voucher_id}` });
  return links;
};

/** The header by which `npm run demo-links` shows it holds the key written in the data file's lock. */
export const OWNER_KEY_HEADER = 'x-portal-owner-key';
export const DEMO_LINKS_PATH = '/_local/demo-links';

/**
 * `npm run demo-links` reads through the running API, never the data file under it
 * (mock-api/storage/dataFileOwner.ts). Not part of the provider's API, so not declared nor in the
 * OpenAPI document (docs/departures.md): answered only to a caller sending the key the API wrote
 * in the lock beside the data file (mode 0600), that is to someone who may read the data file
 * itself; to anyone else it does not exist (404).
 */
export const demoLinksRoute = (store: Store, ownerKey: string) => (req: Request, res: Response, next: NextFunction) => {
  if (req.method !== 'GET' || req.path !== DEMO_LINKS_PATH || !sameSecret(req.headers[OWNER_KEY_HEADER], ownerKey)) return next();
  res.json({ links: demoTargets(store.state()) });
};
