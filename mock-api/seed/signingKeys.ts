import { generateTestCertificate } from '../receipts/testCertificate';
import { certificateHolderId, storeTestKey } from '../restaurant/signingKeys';
import type { DbState } from '../storage/records';

/**
 * The demo restaurants' throw-away test certificates, made when the seed is written:
 * one per seeded merchant with a fiscal identity, in its legal name and identification, valid two
 * years from the seed's moment. Kept as every signing key is, encrypted beside the data file and
 * never in it (mock-api/restaurant/signingKeys.ts); a copy of the seed takes them along (seedFiles.ts),
 * so the tests' many copies generate none.
 */
const VALIDITY_MS = 2 * 365 * 24 * 3600_000;

/** From the seed's moment, to the second (a certificate keeps no milliseconds). */
export const demoCertificateDates = (seededAt: string) => {
  const notBefore = new Date(Math.floor(Date.parse(seededAt) / 1000) * 1000);
  return { notBefore, notAfter: new Date(notBefore.getTime() + VALIDITY_MS) };
};

export const seedSigningKeys = (dataFile: string, state: DbState) => {
  const dates = demoCertificateDates(state.meta.seededAt);
  for (const merchant of state.merchants) {
    const { fiscal } = merchant;
    if (!fiscal) continue;
    const credentials = generateTestCertificate({ holder: fiscal.legalName, holderId: certificateHolderId(fiscal), ...dates });
    storeTestKey(dataFile, merchant.id, fiscal, credentials);
  }
};
