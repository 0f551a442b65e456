import type { Situacion } from '../receipts/clave';
import { receiveDocument, type Received, type Refused } from '../receipts/receptionSimulator';

/**
 * Hacienda's reception switched off (`HACIENDA_RECEPTION=off`, read at every send, so a running API
 * follows it): documents are still issued, numbered and signed, carry situación 3 ('sin internet')
 * in their clave, and wait as 'pendiente' until the reception answers again.
 */
export const receptionReachable = () => process.env.HACIENDA_RECEPTION?.trim().toLowerCase() !== 'off';

/** The situación a document issued now carries (mock-api/receipts/clave.ts). */
export const situacionNow = (): Situacion => (receptionReachable() ? '1' : '3');

/** Sending a signed document: received, refused at once, or 'pendiente' while the reception cannot be reached. */
export const sendDocument = (xml: string): Received | Refused | { status: 'pendiente' } => (receptionReachable() ? receiveDocument(xml) : { status: 'pendiente' });
