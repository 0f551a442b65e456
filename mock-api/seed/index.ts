import { randomBytes } from 'node:crypto';
import { seedBanks, seedCountries } from './banks';
import { seedMerchants } from './merchants';
import { rng, SEED } from './random';
import type { DbState } from './types';
import { seedGroups, seedUsers } from './users';

/**
 * The whole demo data set, the same for the same SEED. Each area has its own module and
 * random stream; a new area adds its collections here.
 */
export const buildSeed = (): DbState => {
  const merchants = seedMerchants(rng('merchants'));
  return {
    meta: {
      seed: SEED,
      seededAt: new Date().toISOString(),
      // signs session tokens; random on purpose, never part of the deterministic data
      tokenSecret: randomBytes(32).toString('hex'),
    },
    groups: seedGroups(),
    users: seedUsers(rng('users'), merchants),
    merchants,
    banks: seedBanks(),
    countries: seedCountries(),
  };
};
