import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { certificateSummary, type CertificateSummary, type SigningCredentials } from '../receipts/signingCredentials';
import type { Merchant, MerchantFiscal } from '../storage/records';
import { portalKey } from './portalKey';

/**
 * The key each merchant signs its electronic receipts with (mock-api/receipts/signing.ts): the
 * Hacienda cryptographic key it uploaded in company settings (its .p12, opened with its PIN, which
 * is not kept), or, until it does, a throw-away test certificate (mock-api/receipts/testCertificate.ts):
 * the demo restaurants' is made with the seed (mock-api/seed/signingKeys.ts), so no payment waits
 * for a key to be generated; one is made the first time it is needed only when there is none for
 * the merchant's identification (a merchant given a fiscal identity later, a changed identification,
 * a seed's key that no longer opens). Each is kept in a file of its own beside the data file, never
 * in it: `signing-keys/merchant-<id>.json`, readable by this process's user only, the certificate
 * and private key encrypted with AES-256-GCM under the portal's key (portalKey.ts) and bound to
 * the merchant's id (another merchant's file does not open as its own). The data folder is never
 * served, and nothing here writes a key to an answer or a log.
 */
export const signingKeysDir = (dataFile: string) => path.join(path.dirname(dataFile), 'signing-keys');
const keyFile = (dataFile: string, merchantId: number) => path.join(signingKeysDir(dataFile), `merchant-${merchantId}.json`);

/** 'uploaded': the merchant's own .p12; 'test': the portal's throw-away certificate. */
export type KeySource = 'uploaded' | 'test';

interface SealedKey {
  version: 2;
  source: KeySource;
  /** For a test certificate: the identification it was made for (a new identification gets a new one). */
  holderId: string;
  iv: string;
  tag: string;
  /** The certificate and private key (DER, base64) as JSON, encrypted. */
  sealed: string;
}

interface OpenKey {
  source: KeySource;
  holderId: string;
  credentials: SigningCredentials;
}

/** The signing key of a merchant cannot be read (the portal's key changed, the file is damaged). */
export class SigningKeyError extends Error {
  constructor(merchantId: number) {
    super(`the signing key of merchant ${merchantId} cannot be read`);
    this.name = 'SigningKeyError';
  }
}

/** How a Hacienda certificate writes its holder's identification: CPJ for a jurídica, CPF for a física, else the number. */
export const certificateHolderId = ({ identificationType, identificationNumber: number }: Pick<MerchantFiscal, 'identificationType' | 'identificationNumber'>) => {
  if (identificationType === '02') return `CPJ-${number.slice(0, 1)}-${number.slice(1, 4)}-${number.slice(4)}`;
  if (identificationType === '01') return `CPF-${number.slice(0, 1).padStart(2, '0')}-${number.slice(1, 5)}-${number.slice(5)}`;
  return number;
};

const boundTo = (merchantId: number) => Buffer.from(`portal-signing-key:merchant-${merchantId}`);

const seal = (key: Buffer, merchantId: number, { source, holderId, credentials }: OpenKey): SealedKey => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(merchantId));
  const plain = Buffer.from(JSON.stringify({ certificate: credentials.certificate.toString('base64'), privateKey: credentials.privateKey.toString('base64') }));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  plain.fill(0);
  return { version: 2, source, holderId, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), sealed: sealed.toString('base64') };
};

/** The key in the file, or undefined when it does not open (another portal key, another merchant's file, damaged). */
const unseal = (key: Buffer, merchantId: number, stored: SealedKey): OpenKey | undefined => {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(stored.iv, 'base64'));
    decipher.setAAD(boundTo(merchantId));
    decipher.setAuthTag(Buffer.from(stored.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(stored.sealed, 'base64')), decipher.final()]);
    const { certificate, privateKey } = JSON.parse(plain.toString('utf8')) as { certificate: string; privateKey: string };
    plain.fill(0);
    return { source: stored.source, holderId: stored.holderId, credentials: { certificate: Buffer.from(certificate, 'base64'), privateKey: Buffer.from(privateKey, 'base64') } };
  } catch {
    return undefined;
  }
};

/** Written whole and flushed, then renamed over the old one: a crash leaves the old key or the new one, never half of one. */
const writeDurably = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
};

const loaded = new Map<string, OpenKey>();

type StoredFile = SealedKey | { holderId?: string; certificate?: string; privateKey?: string } | undefined;

const readStored = (file: string): StoredFile => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredFile;
  } catch {
    return undefined;
  }
};

const isSealed = (stored: StoredFile): stored is SealedKey => stored !== undefined && 'version' in stored && stored.version === 2;

/** The merchant's key as stored, opened; undefined when it has none. Throws when it has one that does not open. */
const openStored = (dataFile: string, merchantId: number): OpenKey | undefined => {
  const file = keyFile(dataFile, merchantId);
  const cached = loaded.get(file);
  if (cached) return cached;
  const stored = readStored(file);
  if (stored === undefined) return undefined;
  if (!isSealed(stored)) {
    // a test key written in the clear by an earlier version: sealed now, as it is
    if (!stored.certificate || !stored.privateKey) return undefined;
    const open: OpenKey = {
      source: 'test',
      holderId: stored.holderId ?? '',
      credentials: { certificate: Buffer.from(stored.certificate, 'base64'), privateKey: Buffer.from(stored.privateKey, 'base64') },
    };
    keep(dataFile, merchantId, open);
    return open;
  }
  const open = unseal(portalKey(dataFile), merchantId, stored);
  if (!open) {
    // a test key is the portal's own, made again below; the merchant's own key must not be replaced silently
    if (stored.source === 'test') return undefined;
    throw new SigningKeyError(merchantId);
  }
  loaded.set(file, open);
  return open;
};

const keep = (dataFile: string, merchantId: number, open: OpenKey) => {
  const file = keyFile(dataFile, merchantId);
  writeDurably(file, JSON.stringify(seal(portalKey(dataFile), merchantId, open)));
  loaded.set(file, open);
};

/** The merchant's own key from its .p12 (read by mock-api/receipts/p12.ts), kept for every document from now on. */
export const storeUploadedKey = (dataFile: string, merchantId: number, credentials: SigningCredentials) =>
  keep(dataFile, merchantId, { source: 'uploaded', holderId: '', credentials });

/** A test certificate made ahead of need for the merchant's identification as it is (the seed's demo restaurants). */
export const storeTestKey = (dataFile: string, merchantId: number, fiscal: Pick<MerchantFiscal, 'identificationType' | 'identificationNumber'>, credentials: SigningCredentials) =>
  keep(dataFile, merchantId, { source: 'test', holderId: certificateHolderId(fiscal), credentials });

/** Test certificates being made, by key file and identification: two receipts at once make one. */
const making = new Map<string, Promise<OpenKey>>();

/**
 * The key the merchant signs with: its uploaded one, else its test certificate (made now for its
 * current identification if needed, off the event loop: mock-api/receipts/testCertificate.ts).
 */
const currentKey = async (dataFile: string, merchantId: number, fiscal: MerchantFiscal, holder: string): Promise<OpenKey> => {
  const holderId = certificateHolderId(fiscal);
  const usable = () => {
    const stored = openStored(dataFile, merchantId);
    return stored?.source === 'uploaded' || stored?.holderId === holderId ? stored : undefined;
  };
  const ready = usable();
  if (ready) return ready;
  // a new identification gets a new test certificate: Hacienda refuses a document signed by someone else
  const key = `${keyFile(dataFile, merchantId)}\n${holderId}`;
  let made = making.get(key);
  if (!made) {
    made = (async () => {
      // node-forge, which makes it, loaded with the first key made rather than with every start
      const { generateTestCertificateAsync } = await import('../receipts/testCertificate');
      const credentials = await generateTestCertificateAsync({ holder, holderId });
      // an upload may have come while the key was made: the merchant's own key wins
      const arrived = usable();
      if (arrived) return arrived;
      const open: OpenKey = { source: 'test', holderId, credentials };
      keep(dataFile, merchantId, open);
      return open;
    })().finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
};

/** The merchant's signing credentials (mock-api/restaurant/electronicReceipts.ts). */
export const merchantSigningKey = async (dataFile: string, merchantId: number, fiscal: MerchantFiscal, holder: string): Promise<SigningCredentials> =>
  (await currentKey(dataFile, merchantId, fiscal, holder)).credentials;

export type SigningCertificate = CertificateSummary & { source: KeySource };

/**
 * What company settings show of the merchant's signing certificate: holder and validity, never the
 * key. Null when it has none (no upload and no fiscal identity yet); 'unreadable' when its uploaded
 * key no longer opens.
 */
export const signingCertificateOf = async (dataFile: string, merchant: Pick<Merchant, 'id' | 'fiscal'>): Promise<SigningCertificate | null | 'unreadable'> => {
  try {
    const stored = openStored(dataFile, merchant.id);
    const open = stored?.source === 'uploaded' ? stored : merchant.fiscal ? await currentKey(dataFile, merchant.id, merchant.fiscal, merchant.fiscal.legalName) : undefined;
    return open ? { ...certificateSummary(open.credentials.certificate), source: open.source } : null;
  } catch (error) {
    if (error instanceof SigningKeyError) return 'unreadable';
    throw error;
  }
};
