import { receiveDocument, reviewDocument } from '../receipts/receptionSimulator';
import { outsideRequests } from '../storage/durableScope';
import type { Store } from '../store';
import { receptionReachable } from './receptionSwitch';
import { documentAnswered, mailIssuedDocument } from './documentMail';
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
  // its e-mail carries Hacienda's answer: it waited for it (documentMail.ts)
  documentAnswered(store, clave);
};

/** Schedules Hacienda's answer to a document just received. */
export const answerLater = (store: Store, document: Pick<ElectronicDocumentRecord, 'clave'>, delayMs = RECEPTION_DELAY_MS) =>
  outsideRequests(() => {
    const timer = setTimeout(() => {
      review(store, document.clave).catch((error: Error) => console.error(`[mock-api] the reception could not review a document: ${error.message}`));
    }, delayMs);
    timer.unref();
  });

/** At start: the documents received but not yet answered get their answer; those not yet sent are tried again. */
export const resumeReception = (store: Store) => {
  for (const document of storedDocuments(store.state())) followReception(store, document);
};

/** The waits between tries while the reception stays off: 1 s, doubling, at most a minute. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 60_000;

interface Retry {
  timer?: NodeJS.Timeout;
  delay: number;
}
const retries = new WeakMap<Store, Retry>();

/**
 * One try for every document still 'pendiente': each is received (then answered a second later)
 * or refused; with the reception still off, the next try waits twice as long. One schedule per
 * store rather than per document: the reception is up or down for all of them alike.
 */
const tryPending = (store: Store, retry: Retry) => {
  retry.timer = undefined;
  const pending = storedDocuments(store.state()).filter((document) => document.status === 'pendiente');
  if (pending.length === 0) {
    retry.delay = RETRY_FIRST_MS;
    return;
  }
  if (!receptionReachable()) {
    retry.delay = Math.min(retry.delay * 2, RETRY_MAX_MS);
    schedule(store, retry);
    return;
  }
  for (const document of pending) {
    const sent = receiveDocument(document.xml);
    document.status = sent.status;
    if (sent.status === 'rechazado') document.message = sent.message;
  }
  store.save(DOCUMENTS);
  for (const document of pending) if (document.status === 'recibido') answerLater(store, document);
  for (const document of pending) if (document.status === 'rechazado') documentAnswered(store, document.clave);
  retry.delay = RETRY_FIRST_MS;
};

const schedule = (store: Store, retry: Retry) =>
  outsideRequests(() => {
    retry.timer = setTimeout(() => tryPending(store, retry), retry.delay);
    retry.timer.unref();
  });

/** The wait before the next try of the pending documents (it doubles after each try the reception missed). */
export const pendingRetryDelay = (store: Store) => retries.get(store)?.delay ?? RETRY_FIRST_MS;

/** Tries the pending documents again after the current back-off (once: a try already scheduled stands). */
export const retryPendingLater = (store: Store) => {
  let retry = retries.get(store);
  if (!retry) retries.set(store, (retry = { delay: RETRY_FIRST_MS }));
  if (!retry.timer) schedule(store, retry);
};

/**
 * What follows a document's issue, whoever issued it (a card, cash or SINPE Móvil payment, a
 * re-issue): Hacienda's answer a second after it was received, or the retries while it waits.
 */
export const followUpDocument = (store: Store, document: Pick<ElectronicDocumentRecord, 'clave' | 'status'>) => {
  followReception(store, document);
  // a factura (or its nota) goes to its receiver's e-mail once Hacienda answers (documentMail.ts)
  mailIssuedDocument(store, document.clave);
};

const followReception = (store: Store, document: Pick<ElectronicDocumentRecord, 'clave' | 'status'>) => {
  if (document.status === 'recibido') answerLater(store, document);
  else if (document.status === 'pendiente') retryPendingLater(store);
};
