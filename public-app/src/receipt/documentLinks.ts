import { API_URL } from '../../../src/providers/apiUrl';

/** The signed XML of a voucher's electronic receipt (GET /invoice/{voucherId}/xml, served as a download). */
export const documentXmlUrl = (voucherId: string) => `${API_URL}/invoice/${encodeURIComponent(voucherId)}/xml`;

/** A clave's 50 digits in groups of five, so a person can read and compare it. */
export const groupedClave = (clave: string) => clave.replace(/(\d{5})(?=\d)/g, '$1 ');
