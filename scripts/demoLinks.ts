import type { StateWithRestaurant } from '../mock-api/storage/restaurantRecords';
import type { DbState } from '../mock-api/storage/records';

/**
 * Links into the diner app for a data file: the first tables of the demo restaurants and a
 * voucher in colones and in dollars. Table tokens are random per data file, so they cannot be
 * written down in the README; `npm start` prints these, and `npm run demo-links` does for MOCK_DB.
 */
export const demoLinks = (data: DbState, base: string): string[] => {
  const state = data as StateWithRestaurant;
  const links: string[] = [];
  for (const merchantId of [2, 3]) {
    const merchant = state.merchants.find((candidate) => candidate.id === merchantId);
    for (const table of (state.tables ?? []).filter((candidate) => candidate.merchant_id === merchantId).slice(0, 2)) {
      links.push(`${merchant?.name} · ${table.name}: ${base}/menuqr/${table.token}`);
    }
  }
  const transactions = state.transactions ?? [];
  const colones = transactions.find((transaction) => transaction.merchant_id === 2 && transaction.currency_code === 188);
  const dollars = transactions.find((transaction) => transaction.currency_code === 840);
  if (colones) links.push(`Comprobante en colones: ${base}/voucher/${colones.voucher_id}`);
  if (dollars) links.push(`Comprobante en dólares: ${base}/voucher/${dollars.voucher_id}`);
  return links;
};

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const { DEFAULT_DB, loadOrSeed } = await import('../mock-api/store');
  const base = (process.argv[2] || `http://localhost:${process.env.PORT || 5173}`).replace(/\/+$/, '');
  for (const line of demoLinks(loadOrSeed(process.env.MOCK_DB || DEFAULT_DB), base)) console.log(line);
}
