import { DOMParser } from '@xmldom/xmldom';
import { createHash, X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocumentXml } from '../../mock-api/receipts/documentXml';
import { P12Error, readP12 } from '../../mock-api/receipts/p12';
import { certificateSummary, keyMatchesCertificate, type SigningCredentials } from '../../mock-api/receipts/signingCredentials';
import { POLICY_DIGEST, POLICY_IDENTIFIER, signDocument, verifyDocument } from '../../mock-api/receipts/signing';
import { generateTestCertificate, toP12 } from '../../mock-api/receipts/testCertificate';
import { tiqueteInput } from '../support/receiptFixtures';

/** Signing and validating take a core for tens of milliseconds each: on a machine shared with other work, the default 5 s is too tight. */
const SLOW = { timeout: 30_000 };

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const NOT_BEFORE = new Date(Date.UTC(2026, 0, 1));
const NOT_AFTER = new Date(Date.UTC(2028, 0, 1));

/** One merchant's key and a stranger's, generated once for the file. */
let merchant: SigningCredentials;
let stranger: SigningCredentials;
let signedXml: string;
beforeAll(async () => {
  merchant = generateTestCertificate({ holder: 'SODA LA ESQUINA SOCIEDAD ANONIMA', holderId: 'CPJ-3-101-123456', notBefore: NOT_BEFORE, notAfter: NOT_AFTER });
  stranger = generateTestCertificate({ holder: 'OTRO COMERCIO', holderId: 'CPF-01-0234-0567' });
  signedXml = await signDocument(buildDocumentXml(tiqueteInput()).xml, merchant, new Date(Date.UTC(2026, 4, 14, 18, 30)));
}, SLOW.timeout);

describe('XAdES-EPES signature', SLOW, () => {
  it("signs the whole document under Hacienda's policy, with the signer's certificate", () => {
    const document = new DOMParser().parseFromString(signedXml, 'text/xml');
    const signature = document.getElementsByTagNameNS(DSIG, 'Signature')[0];
    expect(signature?.parentNode).toBe(document.documentElement);
    expect(document.documentElement?.lastChild).toBe(signature);
    expect(signature?.getElementsByTagNameNS(DSIG, 'SignatureMethod')[0]?.getAttribute('Algorithm')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const references = Array.from(signature?.getElementsByTagNameNS(DSIG, 'Reference') ?? []);
    // three references, as Hacienda's signer makes them: the document, KeyInfo (by its Id) and SignedProperties
    expect(references).toHaveLength(3);
    expect(references.map((reference) => reference.getAttribute('URI'))).toContain('');
    expect(references.some((reference) => reference.getAttribute('Type') === 'http://uri.etsi.org/01903#SignedProperties')).toBe(true);
    const keyInfo = signature?.getElementsByTagNameNS(DSIG, 'KeyInfo')[0];
    expect(keyInfo?.getAttribute('Id')).toBe(`KeyInfoId-${signature?.getAttribute('Id')}`);
    expect(references.find((reference) => reference.getAttribute('Id') === 'ReferenceKeyInfo')?.getAttribute('URI')).toBe(`#${keyInfo?.getAttribute('Id')}`);
    const policy = signature?.getElementsByTagNameNS(XADES, 'SignaturePolicyId')[0];
    expect(policy?.getElementsByTagNameNS(XADES, 'Identifier')[0]?.textContent).toBe(POLICY_IDENTIFIER);
    expect(policy?.getElementsByTagNameNS(DSIG, 'DigestValue')[0]?.textContent).toBe(POLICY_DIGEST);
    expect(signature?.getElementsByTagNameNS(XADES, 'SigningTime')[0]?.textContent).toMatch(/^2026-05-14T18:30:00/);
    expect(signature?.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]?.textContent).toBe(merchant.certificate.toString('base64'));
    // SigningCertificate names the same certificate: its SHA-256, issuer and serial number
    const signingCertificate = signature?.getElementsByTagNameNS(XADES, 'SigningCertificate')[0];
    expect(signingCertificate?.getElementsByTagNameNS(DSIG, 'DigestMethod')[0]?.getAttribute('Algorithm')).toBe('http://www.w3.org/2001/04/xmlenc#sha256');
    expect(signingCertificate?.getElementsByTagNameNS(DSIG, 'DigestValue')[0]?.textContent).toBe(createHash('sha256').update(merchant.certificate).digest('base64'));
    const x509 = new X509Certificate(merchant.certificate);
    expect(signingCertificate?.getElementsByTagNameNS(DSIG, 'X509SerialNumber')[0]?.textContent).toBe(BigInt(`0x${x509.serialNumber}`).toString());
    expect(signingCertificate?.getElementsByTagNameNS(DSIG, 'X509IssuerName')[0]?.textContent).toContain('CN=SODA LA ESQUINA SOCIEDAD ANONIMA');
  });

  it('signs with the certificate of the credentials it is given, each time (what is kept per certificate is not mixed up)', async () => {
    const theirs = await signDocument(buildDocumentXml(tiqueteInput()).xml, stranger);
    const digestOf = (xml: string) =>
      new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(XADES, 'CertDigest')[0]?.getElementsByTagNameNS(DSIG, 'DigestValue')[0]?.textContent;
    expect(digestOf(theirs)).toBe(createHash('sha256').update(stranger.certificate).digest('base64'));
    expect((await verifyDocument(theirs)).certificate?.equals(stranger.certificate)).toBe(true);
    expect(digestOf(await signDocument(buildDocumentXml(tiqueteInput()).xml, merchant))).toBe(createHash('sha256').update(merchant.certificate).digest('base64'));
  });

  it('verifies, and names the certificate that signed', async () => {
    const check = await verifyDocument(signedXml);
    expect(check).toMatchObject({ valid: true });
    expect(check.certificate?.equals(merchant.certificate)).toBe(true);
  });

  it('fails once the document is touched after signing', async () => {
    const tampered = [
      signedXml.replace('<TotalComprobante>18267.00000</TotalComprobante>', '<TotalComprobante>1.00000</TotalComprobante>'),
      signedXml.replace('<Detalle>Casado con pollo</Detalle>', '<Detalle>Casado con pescado</Detalle>'),
      signedXml.replace(POLICY_DIGEST, POLICY_DIGEST.replace('D', 'E')),
      // KeyInfo is signed: a name slipped into it breaks the signature
      signedXml.replace(/(<ds:KeyInfo[^>]*>)/, '$1<ds:KeyName>Otro firmante</ds:KeyName>'),
    ];
    for (const xml of tampered) {
      expect(xml).not.toBe(signedXml);
      expect(await verifyDocument(xml)).toMatchObject({ valid: false, problem: 'invalid' });
    }
  });

  it("fails when another key's certificate is put in its place", async () => {
    const swapped = signedXml.replace(merchant.certificate.toString('base64'), stranger.certificate.toString('base64'));
    expect((await verifyDocument(swapped)).valid).toBe(false);
  });

  it('fails without a signature, and on what is not XML', async () => {
    expect(await verifyDocument(buildDocumentXml(tiqueteInput()).xml)).toMatchObject({ valid: false, problem: 'missing' });
    expect(await verifyDocument('<no-xml')).toMatchObject({ valid: false, problem: 'invalid' });
  });
});

describe('the merchant’s .p12 (certificate + key, opened with its PIN)', SLOW, () => {
  it('reads back the certificate and the key that signs, and what settings show of it', async () => {
    const file = toP12(merchant, '4321');
    const read = readP12(file, '4321');
    expect(read.certificate.equals(merchant.certificate)).toBe(true);
    expect(keyMatchesCertificate(read)).toBe(true);
    expect(certificateSummary(read.certificate)).toEqual({ holder: 'SODA LA ESQUINA SOCIEDAD ANONIMA', holderId: 'CPJ-3-101-123456', notBefore: NOT_BEFORE, notAfter: NOT_AFTER });
    // what it reads signs documents that verify
    const signed = await signDocument(buildDocumentXml(tiqueteInput()).xml, read);
    expect((await verifyDocument(signed)).valid).toBe(true);
  });

  it('refuses a wrong PIN, a file that is not a .p12, and a key that is not the certificate’s', () => {
    const file = toP12(merchant, '4321');
    const problem = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof P12Error ? error.problem : String(error);
      }
      return 'read';
    };
    expect(problem(() => readP12(file, '1234'))).toBe('wrong-pin');
    expect(problem(() => readP12(Buffer.from('no soy un p12'), '4321'))).toBe('not-p12');
    expect(problem(() => readP12(file.subarray(0, 200), '4321'))).toBe('not-p12');
    expect(keyMatchesCertificate({ certificate: merchant.certificate, privateKey: stranger.privateKey })).toBe(false);
    expect(problem(() => readP12(toP12({ certificate: stranger.certificate, privateKey: merchant.privateKey }, '4321'), '4321'))).toBe('key-mismatch');
  });
});
