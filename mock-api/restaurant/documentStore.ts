import type { ElectronicDocumentRecord } from './electronicReceipts';

/**
 * Where the electronic documents are stored, and the plain read of them: apart from
 * electronicReceipts.ts so the table's bill (tabs.ts) can ask whether a payment has its document
 * without loading the signer and the schema validator.
 */
export const DOCUMENTS = 'electronicDocuments';

/** The documents as stored, without creating the collection (a read changes nothing). */
export const storedDocuments = (state: Record<string, unknown>): readonly ElectronicDocumentRecord[] =>
  Array.isArray(state[DOCUMENTS]) ? (state[DOCUMENTS] as ElectronicDocumentRecord[]) : [];
