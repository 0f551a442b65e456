import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTestCertificate } from '../receipts/testCertificate';
import type { SigningCredentials } from '../receipts/signingCredentials';
import type { MerchantFiscal } from '../storage/records';

/**
 * The key each merchant signs its electronic receipts with (mock-api/receipts/signing.ts). Until
 * the merchant uploads its own .p12 (issue 19, not built yet), a throw-away test certificate
 * (mock-api/receipts/testCertificate.ts) made for it the first time it issues one and kept in a
 * file of its own beside the data file, never in it: `signing-keys/merchant-<id>.json`, readable
 * by this process's user only. The data folder is never served (a dot-folder by default), and
 * nothing here writes a key to an answer or a log.
 */
export const signingKeysDir = (dataFile: string) => path.join(path.dirname(dataFile), 'signing-keys');

interface StoredKey {
  /** The certificate's holder id, as Hacienda's certificates carry it (CPJ-3-101-123456). */
  holderId: string;
  certificate: string;
  privateKey: string;
}

/** How a Hacienda certificate writes its holder's identification: CPJ for a jurídica, CPF for a física, else the number. */
export const certificateHolderId = ({ identificationType, identificationNumber: number }: Pick<MerchantFiscal, 'identificationType' | 'identificationNumber'>) => {
  if (identificationType === '02') return `CPJ-${number.slice(0, 1)}-${number.slice(1, 4)}-${number.slice(4)}`;
  if (identificationType === '01') return `CPF-${number.slice(0, 1).padStart(2, '0')}-${number.slice(1, 5)}-${number.slice(5)}`;
  return number;
};

const loaded = new Map<string, { holderId: string; credentials: SigningCredentials }>();

/**
 * The merchant's signing credentials, made once for its current identification (a new
 * identification gets a new certificate: Hacienda refuses a document signed by someone else).
 */
export const merchantSigningKey = (dataFile: string, merchantId: number, fiscal: MerchantFiscal, holder: string): SigningCredentials => {
  const file = path.join(signingKeysDir(dataFile), `merchant-${merchantId}.json`);
  const holderId = certificateHolderId(fiscal);
  const cached = loaded.get(file);
  if (cached?.holderId === holderId) return cached.credentials;
  let stored: StoredKey | undefined;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKey;
  } catch {
    stored = undefined;
  }
  let credentials: SigningCredentials;
  if (stored?.holderId === holderId) {
    credentials = { certificate: Buffer.from(stored.certificate, 'base64'), privateKey: Buffer.from(stored.privateKey, 'base64') };
  } else {
    credentials = generateTestCertificate({ holder, holderId });
    const text: StoredKey = { holderId, certificate: credentials.certificate.toString('base64'), privateKey: credentials.privateKey.toString('base64') };
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // written whole, then renamed: a crash leaves the old key or the new one, never half of one
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(text), { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  }
  loaded.set(file, { holderId, credentials });
  return credentials;
};
