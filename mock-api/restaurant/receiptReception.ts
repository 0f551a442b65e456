import { reviewDocument } from '../receipts/receptionSimulator';
import { outsideRequests } from '../storage/durableScope';
import type { Store } from '../store';
import { DOCUMENTS, storedDocuments, type ElectronicDocumentRecord } from './electronicReceipts';

/**
 * Hacienda's answer to a received document (mock-api/receipts/receptionSimulator.ts), a short
 * while after it was received, as the real reception answers: 'aceptado' or 'rechazado' with its
 * message. A timer outside the request that issued it (no answer waits for it); documents still
 * 'recibido' when the API starts (it stopped before answering) are reviewed then.
 */
export const RECEPTION_DELAY_MS = 1000;

const review = async (store: Store, clave: string) => {
  const documents = storedDocuments(store.state());
  const document = documents.find((candidate) => candidate.clave === clave);
  // undone (its payment could not be saved) or answered already
  if (!document || document.status !== 'recibido') return;
  const answer = await reviewDocument(document.xml, (used) => documents.some((other) => other !== document && other.clave === used));
  // the record as it is now (a restart or a compaction may have replaced the array)
  const current = storedDocuments(store.state()).find((candidate) => candidate.clave === clave);
  if (!current || current.status !== 'recibido') return;
  current.status = answer.status;
  current.message = answer.message;
  store.save(DOCUMENTS);
};

/** Schedules Hacienda's answer to a document just received. */
export const answerLater = (store: Store, document: Pick<ElectronicDocumentRecord, 'clave'>, delayMs = RECEPTION_DELAY_MS) =>
  outsideRequests(() => {
    const timer = setTimeout(() => {
      review(store, document.clave).catch((error: Error) => console.error(`[mock-api] the reception could not review a document: ${error.message}`));
    }, delayMs);
    timer.unref();
  });

/** At start: the documents received but not yet answered get their answer. */
export const resumeReception = (store: Store) => {
  for (const document of storedDocuments(store.state())) if (document.status === 'recibido') answerLater(store, document);
};
