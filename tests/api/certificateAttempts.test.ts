import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_RATE_LIMITS, RELAXED_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { generateTestCertificate, toP12 } from '../../mock-api/receipts/testCertificate';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { DEMO, startTestApi, type TestApi } from '../support/testApi';

/**
 * Certificate uploads are limited per merchant and per session, not per address
 * (docs/features/sessions-and-limits.md, table of limits): each refused .p12 cost a PKCS#12
 * decryption, and a 4-digit PIN is guessed by trying.
 * The portal's own limit runs here; the others stay relaxed (every call comes from one address).
 */
const LIMIT = PORTAL_RATE_LIMITS.certificate;
let api: TestApi;
let casona: string;
let soda: string;
const p12 = toP12(generateTestCertificate({ holder: 'PRUEBA SOCIEDAD ANONIMA', holderId: 'CPJ-3-101-000001' }), '7395').toString('base64');

beforeAll(async () => {
  api = await startTestApi({ rateLimits: { ...RELAXED_RATE_LIMITS, certificate: LIMIT } });
  casona = await api.login(DEMO.merchant);
  soda = await api.login(DEMO.merchant2);
});
afterAll(() => api.close());

const upload = (token: string, merchantId: number, pin: string) =>
  api.call('POST', `/merchant/config/${merchantId}/certificate`, { token, body: { certificate: { file: p12, pin } } });

describe('wrong PINs on a certificate upload', () => {
  it(`answers the ${LIMIT.limit + 1}th wrong PIN in the window 429 in Spanish with Retry-After, for any session of the merchant, until the window ends`, async () => {
    for (let attempt = 0; attempt < LIMIT.limit; attempt++) {
      const refused = await upload(casona, 2, '0000');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(fiscalMessages.certificateWrongPin);
    }
    const limited = await upload(casona, 2, '0000');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: fiscalMessages.certificateTooManyAttempts });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowMs / 1000);
    // another session of the same merchant is held too: the merchant counts, not the session alone
    expect((await upload(await api.login(DEMO.merchant), 2, '0000')).status).toBe(429);
    // another merchant is not held up
    expect((await upload(soda, 3, '0000')).status).toBe(400);

    // a session idle as long as the window has ended: the merchant signs in again
    api.clock.advance(LIMIT.windowMs);
    expect((await upload(await api.login(DEMO.merchant), 2, '0000')).status).toBe(400);
  });
});
