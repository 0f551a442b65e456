import { electronicDocumentType, type ElectronicDocumentType } from '../../src/domain/wire/electronicDocument';

/**
 * The three electronic documents the portal issues (mock-api/receipts/README.md) and what Hacienda's v4.4 schemas call
 * them: the two-digit type inside the consecutivo, the XML root element, its namespace and the
 * schema file it is validated against (mock-api/receipts/xsd/README.md).
 */
export const DOCUMENT_TYPES = electronicDocumentType.options;
export type DocumentType = ElectronicDocumentType;

const NAMESPACE_BASE = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4';

interface DocumentKind {
  /** The XML root element. */
  root: string;
  namespace: string;
  schemaFile: string;
  /** How a person names it (the receipt and the Comprobantes screen). */
  label: string;
}

export const DOCUMENT_KINDS: Record<DocumentType, DocumentKind> = {
  '01': { root: 'FacturaElectronica', namespace: `${NAMESPACE_BASE}/facturaElectronica`, schemaFile: 'FacturaElectronica_V4.4.xsd', label: 'Factura electrónica' },
  '03': { root: 'NotaCreditoElectronica', namespace: `${NAMESPACE_BASE}/notaCreditoElectronica`, schemaFile: 'NotaCreditoElectronica_V4.4.xsd', label: 'Nota de crédito electrónica' },
  '04': { root: 'TiqueteElectronico', namespace: `${NAMESPACE_BASE}/tiqueteElectronico`, schemaFile: 'TiqueteElectronico_V4.4.xsd', label: 'Tiquete electrónico' },
};

export const isDocumentType = (value: unknown): value is DocumentType => (DOCUMENT_TYPES as readonly unknown[]).includes(value);

/** The document type of an XML root element name, or undefined when it is none of the three. */
export const documentTypeOfRoot = (root: string): DocumentType | undefined =>
  DOCUMENT_TYPES.find((type) => DOCUMENT_KINDS[type].root === root);
