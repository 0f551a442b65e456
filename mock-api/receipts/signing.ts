import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { webcrypto } from 'node:crypto';
import * as xadesjs from 'xadesjs';
import { KeyInfo, KeyInfoX509Data, X509Certificate, type OptionsSign, type Signature } from 'xmldsigjs';
import xpath from 'xpath';
import type { SigningCredentials } from './signingCredentials';

/**
 * XAdES-EPES signing of an electronic document, as Hacienda's signature policy asks
 * (mock-api/receipts/README.md): an enveloped RSA-SHA256 signature over the whole document and over
 * KeyInfo (with an Id) and SignedProperties, the signer's certificate in KeyInfo and in
 * SigningCertificate, the signing time, and
 * SignaturePolicyIdentifier naming Hacienda's policy (resolution MH-DGT-RES-0027-2024) with its
 * SHA-256. xadesjs over the DOM of @xmldom/xmldom and Node's WebCrypto.
 */
export const POLICY_IDENTIFIER =
  'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/Resoluci%C3%B3n_General_sobre_disposiciones_t%C3%A9cnicas_comprobantes_electr%C3%B3nicos_para_efectos_tributarios.pdf';
/** Base64 of the SHA-256 of the policy document. */
export const POLICY_DIGEST = 'DWxin1xWOeI8OuWQXazh4VjLWAaCLAA954em7DMh0h8=';

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';
const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const SHA256_URI = 'http://www.w3.org/2001/04/xmlenc#sha256';
/** The Id of SignedInfo's reference to KeyInfo: three references, the document, KeyInfo and SignedProperties. */
const KEY_INFO_REFERENCE = 'ReferenceKeyInfo';

/** xmldom's parser, quiet: a malformed document is refused (it throws), not printed to the log. */
class QuietDOMParser extends DOMParser {
  constructor() {
    super({ onError: () => undefined });
  }
}

let engineReady = false;
const setUpEngine = () => {
  if (engineReady) return;
  xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);
  xadesjs.setNodeDependencies({ DOMParser: QuietDOMParser, XMLSerializer, DOMImplementation, xpath });
  engineReady = true;
};

/** The signing key as WebCrypto wants it; imported once per key. */
const keys = new WeakMap<Buffer, Promise<CryptoKey>>();
const signingKey = (privateKey: Buffer) => {
  let key = keys.get(privateKey);
  if (!key) {
    key = webcrypto.subtle.importKey('pkcs8', new Uint8Array(privateKey), ALGORITHM, false, ['sign']) as Promise<CryptoKey>;
    keys.set(privateKey, key);
  }
  return key;
};

/** What the signature says of the signer's certificate: the parsed certificate (KeyInfo) and its SigningCertificate entry. */
interface SignerCertificate {
  x509: X509Certificate;
  issuer: string;
  serialNumber: string;
  sha256: Uint8Array;
}

/** Parsed (and its SHA-256 taken) once per certificate: xadesjs would parse it twice on every signature. */
const signerCertificates = new WeakMap<Buffer, Promise<SignerCertificate>>();
const signerCertificate = (certificate: Buffer) => {
  let parsed = signerCertificates.get(certificate);
  if (!parsed) {
    const x509 = new X509Certificate(new Uint8Array(certificate));
    parsed = x509.Thumbprint('SHA-256').then((sha256) => ({ x509, issuer: x509.Issuer, serialNumber: x509.SerialNumber, sha256: new Uint8Array(sha256) }));
    signerCertificates.set(certificate, parsed);
  }
  return parsed;
};

/**
 * xadesjs's signature with the signer's certificate put in from the parsed one: the same KeyInfo
 * X509Data and SigningCertificate (issuer, serial number, SHA-256 digest) that its `x509` and
 * `signingCertificate` options write.
 */
class PortalSignedXml extends xadesjs.SignedXml {
  constructor(private readonly signer: SignerCertificate) {
    super();
  }

  protected override async ApplySignOptions(signature: Signature, algorithm: Algorithm, key: CryptoKey, options: xadesjs.OptionsXAdES & OptionsSign) {
    await super.ApplySignOptions(signature, algorithm, key, options);
    signature.KeyInfo ??= new KeyInfo();
    signature.KeyInfo.Add(new KeyInfoX509Data(this.signer.x509));
    // KeyInfo signed too, under an Id named after the signature's, as Hacienda's signer does
    signature.KeyInfo.Id = `KeyInfoId-${signature.Id}`;
    for (const reference of signature.SignedInfo.References.GetIterator()) if (reference.Id === KEY_INFO_REFERENCE) reference.Uri = `#${signature.KeyInfo.Id}`;
    const entry = new xadesjs.xml.Cert();
    entry.IssuerSerial.X509IssuerName = this.signer.issuer;
    entry.IssuerSerial.X509SerialNumber = this.signer.serialNumber;
    entry.CertDigest.DigestMethod.Algorithm = SHA256_URI;
    entry.CertDigest.DigestValue = this.signer.sha256;
    this.SignedProperties.SignedSignatureProperties.SigningCertificate.Add(entry);
  }
}

/** The document signed: its `ds:Signature` appended as the root's last child, where the v4.4 schemas expect it. */
export const signDocument = async (xml: string, { certificate, privateKey }: SigningCredentials, signingTime = new Date()): Promise<string> => {
  setUpEngine();
  const [key, signer] = await Promise.all([signingKey(privateKey), signerCertificate(certificate)]);
  const document = xadesjs.Parse(xml);
  const signedXml = new PortalSignedXml(signer);
  const signature = await signedXml.Sign(ALGORITHM, key, document, {
    references: [
      { id: 'r-document', uri: '', hash: 'SHA-256', transforms: ['enveloped', 'c14n'] },
      // its address is set once the signature has its Id (PortalSignedXml.ApplySignOptions)
      { id: KEY_INFO_REFERENCE, uri: '#KeyInfo', hash: 'SHA-256', transforms: ['c14n'] },
    ],
    signingTime: { value: signingTime },
    policy: { hash: 'SHA-256', identifier: { value: POLICY_IDENTIFIER }, digestValue: POLICY_DIGEST },
  });
  document.documentElement.appendChild(signature.GetXml() as Node);
  return new XMLSerializer().serializeToString(document as unknown as Parameters<XMLSerializer['serializeToString']>[0]);
};

export type SignatureProblem = 'missing' | 'invalid' | 'policy';

export interface SignatureCheck {
  valid: boolean;
  problem?: SignatureProblem;
  /** The signer's certificate (DER) when the signature verifies. */
  certificate?: Buffer;
}

const textOf = (parent: Element | undefined, namespace: string, name: string) => parent?.getElementsByTagNameNS(namespace, name)[0]?.textContent?.trim();

/**
 * Verifies a signed document: the signature over the whole document with the certificate it
 * carries, and Hacienda's policy (identifier and hash) among its signed properties.
 */
export const verifyDocument = async (xml: string): Promise<SignatureCheck> => {
  setUpEngine();
  let document: Document;
  try {
    document = xadesjs.Parse(xml);
  } catch {
    return { valid: false, problem: 'invalid' };
  }
  const signatures = document.getElementsByTagNameNS(DSIG_NS, 'Signature');
  if (signatures.length !== 1) return { valid: false, problem: 'missing' };
  const element = signatures[0];
  if (element.parentNode !== document.documentElement) return { valid: false, problem: 'invalid' };
  const signedXml = new xadesjs.SignedXml(document);
  let valid: boolean;
  try {
    signedXml.LoadXml(element);
    // the document itself must be what is signed, not some part of it
    const coversDocument = [...element.getElementsByTagNameNS(DSIG_NS, 'Reference')].some((reference) => reference.getAttribute('URI') === '');
    valid = coversDocument && (await signedXml.Verify());
  } catch {
    valid = false;
  }
  if (!valid) return { valid: false, problem: 'invalid' };
  const policy = element.getElementsByTagNameNS(XADES_NS, 'SignaturePolicyId')[0];
  if (textOf(policy, XADES_NS, 'Identifier') !== POLICY_IDENTIFIER || textOf(policy, DSIG_NS, 'DigestValue') !== POLICY_DIGEST) {
    return { valid: false, problem: 'policy' };
  }
  const certificate = textOf(element, DSIG_NS, 'X509Certificate');
  return { valid: true, ...(certificate ? { certificate: Buffer.from(certificate.replace(/\s+/g, ''), 'base64') } : {}) };
};
