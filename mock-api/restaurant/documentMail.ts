import { documentMailMessages, documentMailMessagesEn, type MailLanguage } from '../../src/domain/documentMailMessages';
import { electronicDocumentMessages } from '../../src/domain/electronicDocumentMessages';
import type { DocumentMailStatus } from '../../src/domain/wire/printableDocument';
import { failureOf, type MailTransport } from '../mailTransport';
import { haciendaAnswerXml } from '../receipts/haciendaAnswer';
import { outsideRequests } from '../storage/durableScope';
import type { Merchant } from '../storage/records';
import type { Store } from '../store';
import { documentPdf } from './documentPdf';
import { DOCUMENTS, storedDocuments, type ElectronicDocumentRecord } from './electronicReceipts';
import { printableOf } from './printableDocument';

/**
 * An electronic document's e-mail: its signed XML, Hacienda's answer (MensajeHacienda) and the PDF
 * of its printable representation, to the receiver of a factura (and of a nota de crédito made out
 * to one) when it is issued, or to the address a payer types on the voucher ('Enviar comprobante
 * por correo'). It goes once Hacienda has answered (the answer is one of its attachments); a failed
 * send is tried again after 1 s, doubling, at most a minute, six tries in all, like the reception's
 * retries (mock-api/restaurant/receiptReception.ts). 'Comprobantes' shows where the latest stands
 * (`mailStatus` on the document: pendiente, fallido, enviado).
 */
export interface DocumentMailRecord {
  id: number;
  merchant_id: number;
  clave: string;
  to: string;
  status: DocumentMailStatus;
  /** The subject's and body's language, the diner app's when the payer asked from it; absent: Spanish (a factura mailed on issue, a record from before). */
  language?: 'en';
  /** Sends tried and failed. */
  attempts: number;
  /** Epoch ms. */
  requestedAt: number;
  sentAt?: number;
}

export const MAILS = 'documentMails';
/** Mails one document may be sent, whoever asks (the voucher's link is all a payer needs). */
export const MAILS_PER_DOCUMENT = 5;
export const MAIL_ATTEMPTS = 6;
export const MAIL_RETRY_FIRST_MS = 1000;
export const MAIL_RETRY_MAX_MS = 60_000;

const mailsOf = (state: Record<string, unknown>): DocumentMailRecord[] => {
  if (!Array.isArray(state[MAILS])) state[MAILS] = [];
  return state[MAILS] as DocumentMailRecord[];
};
export const storedMails = (state: Record<string, unknown>): readonly DocumentMailRecord[] => (Array.isArray(state[MAILS]) ? (state[MAILS] as DocumentMailRecord[]) : []);

interface Mailer {
  transport: MailTransport;
  now: () => number;
  sending: Set<number>;
}
const mailers = new WeakMap<Store, Mailer>();

const merchantOf = (store: Store, merchantId: number) => ((store.state().merchants ?? []) as Merchant[]).find((merchant) => merchant.id === merchantId);

/** The subject and body in the mail's language; the type keeps Hacienda's Spanish name beside the English. */
const wordsOf = (language: MailLanguage, documentType: string) =>
  language === 'en'
    ? { text: documentMailMessagesEn, type: documentMailMessagesEn.documentTypes[documentType] ?? documentMailMessagesEn.anyDocument }
    : { text: documentMailMessages, type: electronicDocumentMessages.documentTypes[documentType] ?? 'Comprobante electrónico' };

/** The message and its three attachments: the attachments are the legal document, in Spanish whatever the mail's language. */
const messageOf = async (document: ElectronicDocumentRecord, merchant: Merchant | undefined, mail: DocumentMailRecord) => {
  const printable = printableOf(document, merchant?.address ?? '');
  if (!printable || (document.status !== 'aceptado' && document.status !== 'rechazado')) return undefined;
  const { text, type } = wordsOf(mail.language ?? 'es', document.type);
  const name = merchant?.name ?? printable.content.issuer.commercialName ?? printable.content.issuer.name;
  const answer = haciendaAnswerXml(printable.content, { status: document.status, message: document.message ?? '' });
  return {
    to: mail.to,
    subject: text.subject(type, document.consecutivo, name),
    text: text.body(type, document.consecutivo, name),
    attachments: [
      { filename: `${document.clave}.xml`, content: Buffer.from(document.xml, 'utf8'), contentType: 'application/xml' },
      { filename: `${document.clave}-respuesta-hacienda.xml`, content: Buffer.from(answer, 'utf8'), contentType: 'application/xml' },
      { filename: `${document.clave}.pdf`, content: await documentPdf(printable), contentType: 'application/pdf' },
    ],
  };
};

/** The document shows its latest mail's state. */
const showOn = (store: Store, clave: string) => {
  const latest = storedMails(store.state()).findLast((mail) => mail.clave === clave);
  const document = storedDocuments(store.state()).find((candidate) => candidate.clave === clave);
  if (document && latest) document.mailStatus = latest.status;
};

const retryDelay = (attempts: number) => Math.min(MAIL_RETRY_FIRST_MS * 2 ** (attempts - 1), MAIL_RETRY_MAX_MS);

const later = (store: Store, id: number, delayMs: number) =>
  outsideRequests(() => {
    const timer = setTimeout(() => {
      deliver(store, id).catch((error: Error) => console.error(`[mock-api] a document's e-mail could not be sent: ${failureOf(error)}`));
    }, delayMs);
    timer.unref();
  });

/** One try of one mail: sent, failed (tried again later), or left waiting for Hacienda's answer. */
const deliver = async (store: Store, id: number) => {
  const mailer = mailers.get(store);
  const mail = storedMails(store.state()).find((candidate) => candidate.id === id);
  if (!mailer || !mail || mail.status === 'enviado' || mail.attempts >= MAIL_ATTEMPTS || mailer.sending.has(id)) return;
  const document = storedDocuments(store.state()).find((candidate) => candidate.clave === mail.clave);
  if (!document) return;
  mailer.sending.add(id);
  try {
    // undefined while Hacienda has not answered: documentAnswered sends it then
    const message = await messageOf(document, merchantOf(store, document.merchant_id), mail);
    if (!message) return;
    try {
      await mailer.transport.send(message);
      mail.status = 'enviado';
      mail.sentAt = mailer.now();
    } catch (error) {
      mail.attempts += 1;
      mail.status = 'fallido';
      console.error(`[mock-api] e-mail of document ${document.consecutivo} not sent (try ${mail.attempts} of ${MAIL_ATTEMPTS}): ${failureOf(error)}`);
      if (mail.attempts < MAIL_ATTEMPTS) later(store, id, retryDelay(mail.attempts));
    }
    showOn(store, mail.clave);
    store.save(MAILS, DOCUMENTS);
  } finally {
    mailer.sending.delete(id);
  }
};

/**
 * Set when the API starts (mock-api/app.ts): how mails go out. The mails left unsent by a previous
 * run are tried again.
 */
export const startDocumentMail = (store: Store, transport: MailTransport, now: () => number) => {
  mailers.set(store, { transport, now, sending: new Set() });
  for (const mail of storedMails(store.state())) if (mail.status !== 'enviado' && mail.attempts < MAIL_ATTEMPTS) later(store, mail.id, 0);
};

/** How many mails a document was asked for. */
export const mailsOfDocument = (state: Record<string, unknown>, clave: string) => storedMails(state).filter((mail) => mail.clave === clave).length;

/** Records a mail of the document to `to`, written in `language` (the caller saves MAILS and DOCUMENTS), then sends it once saved and answered. */
export const requestDocumentMail = (store: Store, document: ElectronicDocumentRecord, to: string, language: MailLanguage = 'es'): DocumentMailRecord => {
  const mails = mailsOf(store.state());
  const mail: DocumentMailRecord = {
    id: mails.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    merchant_id: document.merchant_id,
    clave: document.clave,
    to,
    ...(language === 'en' ? { language } : {}),
    status: 'pendiente',
    attempts: 0,
    requestedAt: mailers.get(store)?.now() ?? Date.now(),
  };
  mails.push(mail);
  document.mailStatus = 'pendiente';
  later(store, mail.id, 0);
  return mail;
};

/** Hacienda answered the document: its waiting mails go now. */
export const documentAnswered = (store: Store, clave: string) => {
  for (const mail of storedMails(store.state())) if (mail.clave === clave && mail.status === 'pendiente') later(store, mail.id, 0);
};

/** A document just issued that names a receiver's e-mail (a factura, its nota de crédito) is mailed to it. */
export const mailIssuedDocument = (store: Store, clave: string) => {
  const document = storedDocuments(store.state()).find((candidate) => candidate.clave === clave);
  const to = document && /<Receptor>.*?<CorreoElectronico>([^<]+)<\/CorreoElectronico>/s.exec(document.xml)?.[1];
  if (!document || !to || storedMails(store.state()).some((mail) => mail.clave === clave)) return;
  requestDocumentMail(store, document, to.replace(/&amp;/g, '&'), document.mailLanguage);
  store.save(MAILS, DOCUMENTS);
};
