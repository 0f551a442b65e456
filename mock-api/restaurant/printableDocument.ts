import { CANCELS_IN_FULL, situacionOfClave, taxByRate } from '../../src/domain/electronicDocumentContent';
import type { PrintableDocument } from '../../src/domain/wire/printableDocument';
import { contentOf, type ElectronicDocumentRecord } from './electronicReceipts';

/**
 * The printable representation of a stored document (src/domain/wire/printableDocument.ts), read
 * from its signed XML: what the diner's page shows and the e-mailed PDF prints. Undefined when the
 * XML cannot be read.
 */
export const printableOf = (document: ElectronicDocumentRecord, issuerAddress: string): PrintableDocument | undefined => {
  const content = contentOf(document);
  if (!content) return undefined;
  return {
    type: document.type,
    situacion: situacionOfClave(content.clave),
    partial: document.type === '03' && !!content.reference && content.reference.code !== CANCELS_IN_FULL,
    taxByRate: taxByRate(content),
    content,
    status: document.status,
    issuerAddress,
  };
};
