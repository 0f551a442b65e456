import { randomBytes } from 'node:crypto';
import { seedBanks, seedCountries } from './banks';
import { seedExchangeRates } from './exchangeRates';
import { seedMerchantAccounts } from './merchantAccounts';
import { seedMerchantPayments } from './merchantPayments';
import { seedMerchants } from './merchants';
import { seedFloor } from './floor';
import { seedLoyalty } from './loyalty';
import { seedMenus } from './menus';
import { withTodaysOrders } from './orders';
import { withBills } from './bills';
import { seedProviderCatalogs } from './providerCatalogs';
import { rng, SEED } from './random';
import { seedStock } from './stock';
import { seedSectionsAndTables } from './tables';
import { seedTariffs } from './tariffs';
import { seedTransactions } from './transactions';
import { withOptionDemos } from './productOptions';
import type { DbState } from '../storage/records';
import { seedGroups, seedUsers } from './users';
import { withDemoWaiter } from './demoWaiter';

/**
 * Bump when the seed's shape changes (new collections or fields): a data file written by an
 * older seed is then rebuilt at start instead of serving screens with missing data.
 */
export const SEED_VERSION = 20;

/**
 * The whole demo data set, the same for the same SEED. Each area has its own module and
 * random stream; a new area adds its collections here.
 */
export const buildSeed = (): DbState => {
  const merchants = seedMerchants(rng('merchants'));
  const users = seedUsers(rng('users'), merchants);
  const banks = seedBanks();
  // dates of transactions and payments count back from the build moment (see seed/transactions.ts)
  const now = Date.now();
  const catalogue = seedMenus(rng('menus'), merchants);
  const floor = seedFloor(rng('floor'), merchants);
  // the operator is one of the demo restaurant's waiters, with tables (seed/demoWaiter.ts);
  // today's QR orders of the demo restaurants are built from the rest; the demo
  // restaurant's paid bills of the last five weeks and of today, from those
  return withBills(rng('bills'), withOptionDemos(withTodaysOrders(rng('orders'), withDemoWaiter({
    meta: {
      seed: SEED,
      seedVersion: SEED_VERSION,
      seededAt: new Date(now).toISOString(),
      // signs session tokens; random on purpose, never part of the deterministic data
      tokenSecret: randomBytes(32).toString('hex'),
    },
    groups: seedGroups(),
    users,
    merchants,
    banks,
    countries: seedCountries(),
    // the day's dollar reference rates the provider keeps ('Tipos de cambio'), a plausible history
    exchangeRates: seedExchangeRates(rng('exchangeRates'), now),
    // provider administration: lookups, merchants' tariffs and bank accounts
    ...seedProviderCatalogs(),
    tariffs: seedTariffs(rng('tariffs'), merchants),
    merchantAccounts: seedMerchantAccounts(rng('merchantAccounts'), merchants, banks),
    transactions: seedTransactions(rng('transactions'), merchants, users, now),
    merchantPayments: seedMerchantPayments(rng('merchantPayments'), merchants, banks, now),
    // restaurants: menus and products, sections, tables with their QR tokens, and QR orders
    ...catalogue,
    // option sets ('Término') are added with the demo products that carry them (withOptionDemos)
    optionSets: [],
    ...seedSectionsAndTables(merchants),
    // the floor's printers and waiters, and the suppliers stock is bought from
    ...floor,
    // stock with its movements and the recipes that use it; loyalty rewards and clients
    ...seedStock(rng('stock'), merchants, catalogue.products, floor.suppliers, now),
    ...seedLoyalty(rng('loyalty'), merchants, now),
  }), now)), now);
};
