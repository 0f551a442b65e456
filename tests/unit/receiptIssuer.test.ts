import { describe, expect, it } from 'vitest';
import { identificationFits } from '../../src/domain/fiscalIdentification';
import { isKnownDistrict } from '../../mock-api/locations/crLocations';
import { certificateHolderId } from '../../mock-api/restaurant/signingKeys';
import { seedMerchants, DEMO_RESTAURANT_ID, SECOND_RESTAURANT_ID } from '../../mock-api/seed/merchants';
import { rng } from '../../mock-api/seed/random';

describe("the demo restaurants' fiscal identity (the issuer of their receipts)", () => {
  const merchants = seedMerchants(rng('merchants'));
  const restaurants = merchants.filter((merchant) => merchant.id === DEMO_RESTAURANT_ID || merchant.id === SECOND_RESTAURANT_ID);

  it('is seeded for the two demo restaurants only', () => {
    expect(merchants.filter((merchant) => merchant.fiscal).map((merchant) => merchant.id)).toEqual([DEMO_RESTAURANT_ID, SECOND_RESTAURANT_ID]);
  });

  it.each(restaurants.map((merchant) => [merchant.name, merchant] as const))('%s: as Hacienda checks it', (_name, merchant) => {
    const fiscal = merchant.fiscal!;
    expect(merchant.electronicInvoice).toBe(true);
    expect(identificationFits(fiscal.identificationType, fiscal.identificationNumber)).toBe(true);
    expect(fiscal.identificationNumber).toBe(merchant.documentNumber);
    expect(merchant.activityCode).toMatch(/^\d{6}$/);
    expect(isKnownDistrict(fiscal.province, fiscal.canton, fiscal.district)).toBe(true);
    expect(fiscal.otherSigns.length).toBeGreaterThanOrEqual(5);
    expect(fiscal.legalName.length).toBeLessThanOrEqual(100);
    expect(fiscal.establishment).toBe('001');
    expect(fiscal.terminal).toBe('00001');
    expect(fiscal.email).toMatch(/^[^@\s]+@[^@\s]+\.cr$/);
  });
});

describe('certificateHolderId', () => {
  it("writes the holder's identification as Hacienda's certificates do", () => {
    expect(certificateHolderId({ identificationType: '02', identificationNumber: '3101100274' })).toBe('CPJ-3-101-100274');
    expect(certificateHolderId({ identificationType: '01', identificationNumber: '102340567' })).toBe('CPF-01-0234-0567');
    expect(certificateHolderId({ identificationType: '03', identificationNumber: '123456789012' })).toBe('123456789012');
  });
});
