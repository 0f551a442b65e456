import { generateKeyPair, generateKeyPairSync, type KeyObject, randomBytes, sign as cryptoSign } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { SigningCredentials } from './signingCredentials';

/**
 * A throw-away signing certificate, self-signed, for the demo restaurants (seeded) and the tests:
 * shaped like Hacienda's (CN the holder's name, serialNumber its identification) but issued by
 * nobody Hacienda trusts. Never a real merchant's key.
 */
export interface TestCertificateOptions {
  holder: string;
  /** e.g. 'CPJ-3-101-123456'. */
  holderId: string;
  notBefore?: Date;
  notAfter?: Date;
}

const YEAR_MS = 365 * 24 * 3600_000;

const RSA = { modulusLength: 2048 } as const;

export const generateTestCertificate = (options: TestCertificateOptions): SigningCredentials => certificateAround(generateKeyPairSync('rsa', RSA), options);

/**
 * The same, with the key made on libuv's thread pool: the API's own certificates (a merchant's first
 * receipt). A 2048-bit RSA key takes from a few hundred ms to over a second of CPU on a busy machine,
 * which made on the event loop held up every other request meanwhile (a waiter's call on its way
 * to the board).
 */
export const generateTestCertificateAsync = async (options: TestCertificateOptions): Promise<SigningCredentials> =>
  certificateAround(await promisify(generateKeyPair)('rsa', RSA), options);

const certificateAround = (keys: { privateKey: KeyObject; publicKey: KeyObject }, { holder, holderId, notBefore = new Date(), notAfter = new Date(notBefore.getTime() + 2 * YEAR_MS) }: TestCertificateOptions): SigningCredentials => {
  // Node generates the key and signs (native); forge only writes the certificate around them
  const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicPem);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const subject = [
    { name: 'commonName', value: holder },
    { type: '2.5.4.5', value: holderId },
    { name: 'countryName', value: 'CR' },
    { name: 'organizationalUnitName', value: 'CERTIFICADO DE PRUEBA' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  // forge writes the certificate and asks its key to sign what is to be signed (tbsCertificate, set
  // just before): Node signs it natively, where forge's own RSA in JavaScript took about 200 ms
  const nativeKey = { sign: () => cryptoSign('sha256', Buffer.from(forge.asn1.toDer(certificate.tbsCertificate).getBytes(), 'binary'), keys.privateKey).toString('binary') };
  certificate.sign(nativeKey as unknown as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return {
    certificate: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary'),
    privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'der' }),
  };
};

/** The credentials as a PKCS#12 file protected by `pin`, the way Hacienda hands a merchant its key. */
export const toP12 = ({ certificate, privateKey }: SigningCredentials, pin: string): Buffer => {
  const key = forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(privateKey.toString('binary'))));
  const cert = forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(certificate.toString('binary'))));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], pin, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
};
