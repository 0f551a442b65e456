import { createPrivateKey, X509Certificate } from 'node:crypto';

/**
 * What signs an electronic document: the merchant's certificate (Hacienda's cryptographic key, read
 * from its .p12 by mock-api/receipts/p12.ts) and the private key that goes with it. Kept in memory
 * only while signing; the holder and expiry are what the company settings may show.
 */
export interface SigningCredentials {
  /** The certificate, DER. */
  certificate: Buffer;
  /** The private key, PKCS#8 DER. */
  privateKey: Buffer;
}

export interface CertificateSummary {
  /** The subject's common name (the holder's name). */
  holder: string;
  /** The subject's serialNumber attribute when it has one (Hacienda's certificates carry the holder's id there). */
  holderId?: string;
  notBefore: Date;
  notAfter: Date;
}

const subjectField = (subject: string, field: string) =>
  subject
    .split('\n')
    .find((line) => line.startsWith(`${field}=`))
    ?.slice(field.length + 1);

export const certificateSummary = (certificate: Buffer): CertificateSummary => {
  const parsed = new X509Certificate(certificate);
  const holderId = subjectField(parsed.subject, 'serialNumber');
  return {
    holder: subjectField(parsed.subject, 'CN') ?? parsed.subject,
    ...(holderId ? { holderId } : {}),
    notBefore: new Date(parsed.validFrom),
    notAfter: new Date(parsed.validTo),
  };
};

/** True when the private key is the one the certificate's public key belongs to. */
export const keyMatchesCertificate = ({ certificate, privateKey }: SigningCredentials) =>
  new X509Certificate(certificate).checkPrivateKey(createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' }));
