import { createPrivateKey } from 'node:crypto';
import forge from 'node-forge';
import { keyMatchesCertificate, type SigningCredentials } from './signingCredentials';

/**
 * Reads the merchant's Hacienda cryptographic key: a PKCS#12 (.p12) file and its PIN → the
 * certificate and the private key that signs (mock-api/receipts/signing.ts). A wrong PIN, a file that
 * is not a .p12, or one without a key and its certificate is refused with the reason, never guessed.
 */
export type P12Problem = 'not-p12' | 'wrong-pin' | 'no-key' | 'no-certificate' | 'key-mismatch';

export class P12Error extends Error {
  constructor(readonly problem: P12Problem) {
    super(`cannot read the .p12: ${problem}`);
    this.name = 'P12Error';
  }
}

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, type: string) => p12.getBags({ bagType: type })[type] ?? [];

export const readP12 = (file: Buffer, pin: string): SigningCredentials => {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(file.toString('binary')));
  } catch {
    throw new P12Error('not-p12');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, pin);
  } catch (error) {
    // forge says 'Invalid password?' when the MAC does not match the PIN
    throw new P12Error(/password/i.test(String((error as Error).message)) ? 'wrong-pin' : 'not-p12');
  }
  const keyBag = [...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(p12, forge.pki.oids.keyBag)].find((bag) => bag.key);
  if (!keyBag?.key) throw new P12Error('no-key');
  const certificates = bagsOf(p12, forge.pki.oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  if (certificates.length === 0) throw new P12Error('no-certificate');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key)).export({ type: 'pkcs8', format: 'der' });
  // the signing certificate is the one whose public key matches the key (a .p12 may carry its chain too)
  for (const cert of certificates) {
    const credentials = { certificate: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'), privateKey };
    if (keyMatchesCertificate(credentials)) return credentials;
  }
  throw new P12Error('key-mismatch');
};
