import { request, segment, type Voucher } from '../api';
import type { MailLanguage } from '../../../src/domain/documentMailMessages';
import type { DocumentMailStatus, PrintableDocument } from '../../../src/domain/wire/printableDocument';

/*
 * The calls only a voucher makes, apart from api.ts (as order/followOrderStatus.ts is): they stay
 * out of the menu's first download (tests/e2e/publicAppBudget.test.ts).
 */

export const fetchVoucher = (id: string) => request<Voucher>(`/invoice/${segment(id)}`);

/** The printable representation of the voucher's electronic receipt, read by the API from its signed XML. */
export const fetchPrintableDocument = async (id: string) => (await request<{ document: PrintableDocument }>(`/invoice/${segment(id)}/document`)).document;

/** 'Enviar comprobante por correo': the API sends it (XML, Hacienda's answer, PDF) once Hacienda has answered, its words in `language`. */
export const mailDocument = (id: string, email: string, language: MailLanguage) =>
  request<{ message: string; status: DocumentMailStatus }>(`/invoice/${segment(id)}/email`, { method: 'POST', body: { email, language } });
