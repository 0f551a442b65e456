import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTestCertificate } from '../../mock-api/receipts/testCertificate';
import { portalKey, portalKeyFile, PortalKeyError } from '../../mock-api/restaurant/portalKey';
import { merchantSigningKey, signingCertificateOf, signingKeysDir, storeUploadedKey } from '../../mock-api/restaurant/signingKeys';
import { DEMO_PROVIDER_ID, softwareProviderId } from '../../mock-api/restaurant/softwareProvider';
import type { MerchantFiscal } from '../../mock-api/storage/records';
import { tempFolders } from '../support/tempFolders';

/** The merchants' signing keys at rest, encrypted under the portal's key. */
const dir = tempFolders('portal-keys-')();
const dataFile = join(dir, 'db.json');

const fiscal = { identificationType: '02', identificationNumber: '3101100274', legalName: 'Casona S.A.' } as MerchantFiscal;
const own = generateTestCertificate({ holder: 'CASONA S.A.', holderId: 'CPJ-3-101-100274' });

describe('the portal key', () => {
  it('is made once beside the data file, readable by its owner only, and read back the same', () => {
    const key = portalKey(dataFile, {});
    expect(key).toHaveLength(32);
    expect(statSync(portalKeyFile(dataFile)).mode & 0o777).toBe(0o600);
    expect(portalKey(dataFile, {}).equals(key)).toBe(true);
  });

  it('comes from PORTAL_KEY when set, as base64 or hex; a wrong one is refused without repeating it', () => {
    const hex = 'ab'.repeat(32);
    expect(portalKey(dataFile, { PORTAL_KEY: hex }).toString('hex')).toBe(hex);
    expect(portalKey(dataFile, { PORTAL_KEY: Buffer.from(hex, 'hex').toString('base64') }).toString('hex')).toBe(hex);
    expect(() => portalKey(dataFile, { PORTAL_KEY: 'corta-y-secreta' })).toThrow(PortalKeyError);
    try {
      portalKey(dataFile, { PORTAL_KEY: 'corta-y-secreta' });
    } catch (error) {
      expect((error as Error).message).not.toContain('corta-y-secreta');
    }
  });
});

describe('a merchant’s signing key', () => {
  it('is kept encrypted and bound to its merchant', async () => {
    storeUploadedKey(dataFile, 7, own);
    const file = join(signingKeysDir(dataFile), 'merchant-7.json');
    const text = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(text).not.toContain(own.privateKey.toString('base64').slice(100, 140));
    expect(text).not.toContain(own.certificate.toString('base64').slice(100, 140));
    expect((await merchantSigningKey(dataFile, 7, fiscal, 'x')).privateKey.equals(own.privateKey)).toBe(true);
    // the uploaded key wins over the test certificate, whatever the identification says
    expect(await signingCertificateOf(dataFile, { id: 7, fiscal })).toMatchObject({ source: 'uploaded', holder: 'CASONA S.A.' });
  });

  it('does not open as another merchant’s: that merchant’s key reads as unreadable, never as the other’s', async () => {
    const other = join(signingKeysDir(dataFile), 'merchant-8.json');
    writeFileSync(other, readFileSync(join(signingKeysDir(dataFile), 'merchant-7.json')), { mode: 0o600 });
    // merchant 8 was never read by this process: what is on disk decides
    expect(await signingCertificateOf(dataFile, { id: 8, fiscal })).toBe('unreadable');
    await expect(merchantSigningKey(dataFile, 8, fiscal, 'x')).rejects.toThrow(/cannot be read/);
    renameSync(other, `${other}.gone`);
  });

  it('makes a test certificate for a merchant without one, sealed the same way, off the event loop and once', async () => {
    // the RSA key is made on the thread pool: a timer due now fires before it is ready (made on the
    // event loop it would hold every other request of the server for as long as it takes)
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    const [credentials, same] = await Promise.all([merchantSigningKey(dataFile, 9, fiscal, 'Casona S.A.'), merchantSigningKey(dataFile, 9, fiscal, 'Casona S.A.')]);
    expect(ticked).toBe(true);
    expect(same.privateKey.equals(credentials.privateKey)).toBe(true);
    const stored = JSON.parse(readFileSync(join(signingKeysDir(dataFile), 'merchant-9.json'), 'utf8'));
    expect(stored).toMatchObject({ version: 2, source: 'test', holderId: 'CPJ-3-101-100274' });
    expect(JSON.stringify(stored)).not.toContain(credentials.privateKey.toString('base64').slice(100, 140));
  });
});

describe('ProveedorSistemas', () => {
  it('is PORTAL_PROVIDER_ID, by default the demo provider', () => {
    expect(softwareProviderId({})).toBe(DEMO_PROVIDER_ID);
    expect(softwareProviderId({ PORTAL_PROVIDER_ID: '3-101-654321' })).toBe('3101654321');
    expect(() => softwareProviderId({ PORTAL_PROVIDER_ID: 'ACME' })).toThrow(/9 to 12 digits/);
  });
});
