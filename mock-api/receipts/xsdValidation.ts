import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XmlDocument, XmlLibError, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';
import type { DocumentType } from './documentTypes';
import { DOCUMENT_KINDS } from './documentTypes';

/**
 * Validation of an electronic document against Hacienda's official v4.4 schema of its type
 * (mock-api/receipts/xsd/), with libxml2's own XSD validator compiled to WebAssembly (the npm
 * package libxml2-wasm: no native build).
 *
 * Each schema is parsed and compiled once, the first time a document of its type is checked, and
 * that validator then checks every document of the type. (xmllint-wasm, used before, was handed
 * the schema files on every call and parsed and compiled them again: about 10 ms of CPU a
 * document, under 1 ms now; bench/receipts.bench.ts.)
 * The document is parsed with libxml2's defaults: no entity substitution, no DTD loading, no network.
 */
export interface XsdCheck {
  valid: boolean;
  /** libxml2's messages ('Element …: …'), without file names or lines. */
  errors: string[];
}

const SCHEMA_DIR = join(import.meta.dirname, 'xsd');
/**
 * The schemas are parsed under this made-up address, so the one import among them
 * (`xmldsig-core-schema.xsd`) is read from the folder above and nothing else can be read through it.
 */
const SCHEMA_URL = 'receipt-schema:/';

const openFiles = new Map<number, { bytes: Buffer; at: number }>();
let nextHandle = 1;
let providerRegistered = false;
const registerSchemaProvider = () => {
  if (providerRegistered) return;
  xmlRegisterInputProvider({
    match: (address) => address.startsWith(SCHEMA_URL) && /^[\w.-]+\.xsd$/.test(address.slice(SCHEMA_URL.length)),
    open: (address) => {
      try {
        const handle = nextHandle++;
        openFiles.set(handle, { bytes: readFileSync(join(SCHEMA_DIR, address.slice(SCHEMA_URL.length))), at: 0 });
        return handle;
      } catch {
        return undefined;
      }
    },
    read: (handle, buffer) => {
      const file = openFiles.get(handle);
      if (!file) return -1;
      const length = Math.min(buffer.byteLength, file.bytes.length - file.at);
      buffer.set(file.bytes.subarray(file.at, file.at + length));
      file.at += length;
      return length;
    },
    close: (handle) => openFiles.delete(handle),
  });
  providerRegistered = true;
};

/** The compiled validators, one per document type, kept (with their schema documents) for the life of the process. */
const validators = new Map<DocumentType, XsdValidator>();
const validatorFor = (type: DocumentType) => {
  let validator = validators.get(type);
  if (!validator) {
    registerSchemaProvider();
    const file = DOCUMENT_KINDS[type].schemaFile;
    // the schema's document stays alive with the validator: libxml2's compiled schema points into the document it was built from
    const schema = XmlDocument.fromBuffer(readFileSync(join(SCHEMA_DIR, file)), { url: `${SCHEMA_URL}${file}` });
    validator = XsdValidator.fromDoc(schema);
    validators.set(type, validator);
  }
  return validator;
};

const messagesOf = (error: XmlLibError) => {
  const messages = error.details.map((detail) => detail.message.trim()).filter(Boolean);
  return messages.length > 0 ? messages : [error.message.trim()];
};

/** The document checked against its type's schema; malformed XML is invalid, with the parser's messages. */
export const validateDocument = async (type: DocumentType, xml: string): Promise<XsdCheck> => {
  const validator = validatorFor(type);
  let document: XmlDocument | undefined;
  try {
    document = XmlDocument.fromString(xml);
    validator.validate(document);
    return { valid: true, errors: [] };
  } catch (error) {
    // XmlParseError (not well-formed) and XmlValidateError (against the schema) are both libxml2's answers
    if (error instanceof XmlLibError) return { valid: false, errors: messagesOf(error) };
    throw error;
  } finally {
    document?.dispose();
  }
};
