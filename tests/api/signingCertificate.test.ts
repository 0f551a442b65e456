import { X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyDocument } from '../../mock-api/receipts/signing';
import { copySeed } from '../../mock-api/seed/seedFiles';
import { demoCertificateDates } from '../../mock-api/seed/signingKeys';
import { generateTestCertificate, toP12 } from '../../mock-api/receipts/testCertificate';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { portalKeyFile } from '../../mock-api/restaurant/portalKey';
import { signingKeysDir } from '../../mock-api/restaurant/signingKeys';
import type { ProductRecord, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { signIn, startApiProcess, type ApiProcess } from '../support/apiProcess';
import { DEMO, DEMO_PASSWORD } from '../support/testApi';

/**
 * The signing certificate: the merchant uploads its Hacienda .p12 and PIN in company
 * settings; the PIN is checked, never kept; the key is stored encrypted beside the data file and
 * signs the merchant's next documents, across a restart. Run against `npm run api` as a real
 * process, so what it prints is what is searched for the PIN and the key.
 */
const CASONA = 2;
const PIN = '7395';
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };

let dir: string;
let file: string;
let api: ApiProcess;
let merchantToken: string;
let otherToken: string;
/** The merchant's key file as the seed's copy brings it, before the API starts. */
let seededKey: unknown;
/** Every answer, and every earlier process's output, to search for the PIN and the key. */
const answers: string[] = [];
const outputs: string[] = [];

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  answers.push(text);
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, text, body: json && text ? JSON.parse(text) : undefined };
};

const seedState = () => JSON.parse(readFileSync(inject('seedFile'), 'utf8')) as { tables: TableRecord[]; products: ProductRecord[]; merchants: { id: number; documentNumber: string; fiscal: { legalName: string } }[] };

/** Orders two products at the merchant's first table and pays by card: the tiquete's XML. */
const paidTiquete = async () => {
  const seed = seedState();
  const table = seed.tables.find((candidate) => candidate.merchant_id === CASONA)!;
  const products = seed.products.filter((product) => product.merchant_id === CASONA && product.available > 0);
  const placed = await call('POST', '/order/external', undefined, { order: { detail: '', products: [{ id: products[0].id, quantity: 1 }], takeout: false }, token: table.token });
  expect(placed.status, placed.text).toBe(200);
  const paid = await call('POST', '/order/pay/external', undefined, { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: CARD });
  expect(paid.status, paid.text).toBe(200);
  const xml = await call('GET', `/invoice/${paid.body.voucherId}/xml`);
  expect(xml.status).toBe(200);
  return xml.text;
};

const signerOf = async (xml: string) => {
  const check = await verifyDocument(xml);
  expect(check.valid).toBe(true);
  return check.certificate!;
};

const holderIdOf = (number: string) => `CPJ-${number.slice(0, 1)}-${number.slice(1, 4)}-${number.slice(4)}`;
const documentNumber = () => seedState().merchants.find((merchant) => merchant.id === CASONA)!.documentNumber;
/** The merchant's own key as Hacienda hands it over: a .p12 under its PIN. */
const own = generateTestCertificate({ holder: 'INVERSIONES LA CASONA DE DOÑA ANA SOCIEDAD ANONIMA', holderId: holderIdOf(documentNumber()) });
const ownP12 = toP12(own, PIN);
const upload = (token: string, merchantId: number, p12: Buffer, pin: string) =>
  call('POST', `/merchant/config/${merchantId}/certificate`, token, { certificate: { file: p12.toString('base64'), pin } });
const keyFileOf = (merchantId: number) => join(signingKeysDir(file), `merchant-${merchantId}.json`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-certificate-'));
  file = join(dir, 'db.json');
  copySeed(inject('seedFile'), file);
  seededKey = JSON.parse(readFileSync(keyFileOf(CASONA), 'utf8'));
  api = await startApiProcess(file);
  merchantToken = await signIn(api.url, DEMO.merchant, DEMO_PASSWORD);
  otherToken = await signIn(api.url, DEMO.merchant2, DEMO_PASSWORD);
}, 90_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the merchant's signing certificate", () => {
  it('keeps the portal key beside the data file, for its owner only', () => {
    expect(statSync(portalKeyFile(file)).mode & 0o077).toBe(0);
  });

  it('shows the test certificate made with the seed until the merchant uploads its own', async () => {
    // made when the seed was written (mock-api/seed/signingKeys.ts), not on the first payment
    expect(seededKey).toMatchObject({ version: 2, source: 'test', holderId: holderIdOf(documentNumber()) });
    const read = await call('GET', `/merchant/config/${CASONA}`, merchantToken);
    expect(read.status).toBe(200);
    const { seededAt } = (JSON.parse(readFileSync(inject('seedFile'), 'utf8')) as { meta: { seededAt: string } }).meta;
    const dates = demoCertificateDates(seededAt);
    expect(read.body.merchant.certificate).toEqual({
      source: 'test',
      holder: seedState().merchants.find((merchant) => merchant.id === CASONA)!.fiscal.legalName,
      holderId: holderIdOf(documentNumber()),
      notBefore: dates.notBefore.toISOString(),
      notAfter: dates.notAfter.toISOString(),
    });
    const signer = await signerOf(await paidTiquete());
    expect(new X509Certificate(signer).subject).toMatch(/CERTIFICADO DE PRUEBA/);
  });

  it('refuses a wrong PIN in Spanish, and nothing changes', async () => {
    const before = readFileSync(keyFileOf(CASONA));
    const refused = await upload(merchantToken, CASONA, ownP12, '1111');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(fiscalMessages.certificateWrongPin);
    expect(readFileSync(keyFileOf(CASONA)).equals(before)).toBe(true);
    expect((await call('GET', `/merchant/config/${CASONA}`, merchantToken)).body.merchant.certificate.source).toBe('test');
  });

  it('refuses what is not a .p12, a certificate of someone else and an expired one', async () => {
    const before = readFileSync(keyFileOf(CASONA));
    expect((await upload(merchantToken, CASONA, Buffer.from('no es una llave'), PIN)).body.message).toBe(fiscalMessages.certificateNotP12);
    const someoneElse = toP12(generateTestCertificate({ holder: 'OTRA SOCIEDAD', holderId: 'CPJ-3-101-999999' }), PIN);
    const other = await upload(merchantToken, CASONA, someoneElse, PIN);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(fiscalMessages.certificateOtherHolder('CPJ-3-101-999999'));
    const old = new Date(Date.now() - 400 * 24 * 3600_000);
    const expired = toP12(generateTestCertificate({ holder: 'X', holderId: holderIdOf(documentNumber()), notBefore: old, notAfter: new Date(old.getTime() + 24 * 3600_000) }), PIN);
    expect((await upload(merchantToken, CASONA, expired, PIN)).body.message).toBe(fiscalMessages.certificateExpired);
    expect((await upload(merchantToken, CASONA, ownP12, '12a4')).status).toBe(400);
    expect(readFileSync(keyFileOf(CASONA)).equals(before)).toBe(true);
  });

  it('is neither read nor replaced by another merchant: 404 as if it did not exist', async () => {
    const before = readFileSync(keyFileOf(CASONA));
    expect((await upload(otherToken, CASONA, ownP12, PIN)).status).toBe(404);
    expect((await call('GET', `/merchant/config/${CASONA}`, otherToken)).status).toBe(404);
    expect(readFileSync(keyFileOf(CASONA)).equals(before)).toBe(true);
  });

  it('takes the right PIN: the settings show the holder and expiry, and the next tiquete is signed with it', async () => {
    const saved = await upload(merchantToken, CASONA, ownP12, PIN);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe(fiscalMessages.certificateSaved);
    const certificate = new X509Certificate(own.certificate);
    expect(saved.body.merchant.certificate).toEqual({
      source: 'uploaded',
      holder: 'INVERSIONES LA CASONA DE DOÑA ANA SOCIEDAD ANONIMA',
      holderId: holderIdOf(documentNumber()),
      notBefore: new Date(certificate.validFrom).toISOString(),
      notAfter: new Date(certificate.validTo).toISOString(),
    });
    const xml = await paidTiquete();
    expect((await validateDocument('04', xml)).valid).toBe(true);
    expect((await signerOf(xml)).equals(own.certificate)).toBe(true);
  });

  it('still signs with it after a restart (the key opens with the portal key kept beside the data)', async () => {
    outputs.push(api.output());
    await api.stop();
    api = await startApiProcess(file);
    merchantToken = await signIn(api.url, DEMO.merchant, DEMO_PASSWORD);
    expect((await signerOf(await paidTiquete())).equals(own.certificate)).toBe(true);
    // the other merchant's settings are its own, untouched
    expect((await call('GET', '/merchant/config/3', await signIn(api.url, DEMO.merchant2, DEMO_PASSWORD))).body.merchant.certificate?.source ?? 'none').not.toBe('uploaded');
  }, 90_000); // a whole API process stops and starts again, as the file's own start-up does

  it('leaves the PIN and the key out of every answer, the data file, the outbox, the log and the key file itself', async () => {
    outputs.push(api.output());
    await api.stop();
    const privateKey = own.privateKey.toString('base64');
    const p12 = ownP12.toString('base64');
    const portalKey = readFileSync(portalKeyFile(file), 'utf8').trim();
    // any 40 characters of either's base64 would betray it
    const pieces = [
      ...[0, 200, 600, 1000].map((start) => privateKey.slice(start, start + 40)),
      ...[0, 300, 900].map((start) => p12.slice(start, start + 40)),
      portalKey,
      Buffer.from(portalKey, 'base64').toString('hex'),
    ];
    const beside = readdirSync(dir).filter((name) => name.startsWith('db.json') || name.startsWith('outbox'));
    expect(beside).toContain('db.json');
    const stored = beside.map((name) => readFileSync(join(dir, name), 'utf8'));
    const keyFile = readFileSync(keyFileOf(CASONA), 'utf8');
    expect(JSON.parse(keyFile)).toMatchObject({ version: 2, source: 'uploaded' });
    const texts = [...answers, ...stored, ...outputs, keyFile];
    expect(outputs.join('').length).toBeGreaterThan(100);
    for (const text of texts) {
      for (const piece of pieces) expect(text.includes(piece)).toBe(false);
      // the PIN as a value or beside its name
      expect(text).not.toMatch(new RegExp(`"${PIN}"|pin\\W{0,4}${PIN}`, 'i'));
    }
    // the log names the upload (method, path, status) and nothing of its body
    expect(outputs.join('')).toMatch(/POST \/merchant\/config\/2\/certificate 200/);
    expect(existsSync(join(dir, 'outbox.log')) ? readFileSync(join(dir, 'outbox.log'), 'utf8') : '').not.toContain(PIN);
  });
});
