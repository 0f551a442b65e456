import { DEFAULT_DB, loadOrSeed } from '../mock-api/store';
import type { StateWithRestaurant } from '../mock-api/seed/restaurantTypes';

/**
 * `npx tsx scripts/demoLinks.ts [base]`: links into the diner app for the current data file
 * (MOCK_DB): the first tables of the demo restaurants and a voucher in colones and in dollars.
 * Table tokens are random per data file, so they cannot be written down in the README.
 */
const base = (process.argv[2] || `http://localhost:${process.env.PORT || 5173}`).replace(/\/+$/, '');
const state = loadOrSeed(process.env.MOCK_DB || DEFAULT_DB) as StateWithRestaurant;
for (const merchantId of [2, 3]) {
  const merchant = state.merchants.find((candidate) => candidate.id === merchantId);
  for (const table of state.tables.filter((candidate) => candidate.merchant_id === merchantId).slice(0, 2)) {
    console.log(`${merchant?.name} · ${table.name}: ${base}/menuqr/${table.token}`);
  }
}
const transactions = state.transactions ?? [];
const colones = transactions.find((transaction) => transaction.merchant_id === 2 && transaction.currency_code === 188);
const dollars = transactions.find((transaction) => transaction.currency_code === 840);
if (colones) console.log(`Comprobante en colones: ${base}/voucher/${colones.voucher_id}`);
if (dollars) console.log(`Comprobante en dólares: ${base}/voucher/${dollars.voucher_id}`);
