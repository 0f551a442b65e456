import { describe, expect, it } from 'vitest';
import type { PrintableDocument } from '../../src/domain/wire/printableDocument';
import { issuer } from '../support/issuedDocuments';
import { payQrOrder } from '../support/qrPayment';
import { BOOK, cabysLine, MEAL, TORTILLAS } from '../support/receiptFixtures';
import { apiForFile } from '../support/testApi';

/**
 * What a document's printable representation says (GET /invoice/{voucherId}/document, the answer
 * the diner's page and the e-mailed PDF are drawn from): its one number with its real type, the
 * IVA per rate, the condición de venta, a nota de crédito's reference in full or in part, and a
 * document issued without internet (situación 3).
 */
const api = apiForFile();
const documents = issuer(api);
const printable = async (voucherId: string) => {
  const answer = await api.call<{ document: PrintableDocument }>('GET', `/invoice/${voucherId}/document`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.document;
};
const MIXED = [cabysLine(MEAL, 2, 4500, 'Casado con pollo'), cabysLine(TORTILLAS, 4, 250, 'Tortillas'), cabysLine(BOOK, 1, 8000, 'Libro de cocina')];

describe('the printable representation', () => {
  it('names a card payment’s tiquete by its type and its consecutivo, the number the voucher shows', async () => {
    const voucherId = await payQrOrder(api, 2);
    const voucher = await api.call('GET', `/invoice/${voucherId}`);
    const shown = voucher.body.electronicDocument;
    expect(shown.type).toBe('04');
    const document = await printable(voucherId);
    expect(document.type).toBe('04');
    expect(document.content.root).toBe('TiqueteElectronico');
    expect(document.content.consecutivo).toBe(shown.consecutivo);
    // the consecutivo's own type digits say tiquete (04), never a factura's
    expect(document.content.consecutivo.slice(8, 10)).toBe('04');
    expect(document.content.clave.slice(21, 41)).toBe(shown.consecutivo);
  });

  it('breaks the IVA down per rate, with each rate’s base, and says the condición de venta', async () => {
    const { voucherId } = await documents.sale(MIXED);
    const document = await printable(voucherId);
    expect(document.taxByRate).toEqual([
      { rate: 13, base: 9000, tax: 1170 },
      { rate: 1, base: 1000, tax: 10 },
      { rate: 0, base: 8000, tax: 0 },
    ]);
    expect(document.taxByRate.reduce((sum, entry) => sum + entry.tax, 0)).toBeCloseTo(document.content.tax, 5);
    expect(document.content.saleCondition).toBe('01');
    expect(document.situacion).toBe('1');
    expect(document.content.reference).toBeNull();
  });

  it('says a partial nota de crédito corrects its document in part (código 04), a full one cancels it (01)', async () => {
    const sale = await documents.sale(MIXED);
    const partial = await printable((await documents.partialNote(sale.document, [MIXED[0]])).voucherId);
    expect(partial.type).toBe('03');
    expect(partial.partial).toBe(true);
    expect(partial.content.reference).toMatchObject({ type: '04', clave: sale.document.clave, code: '04' });
    expect(partial.taxByRate).toEqual([{ rate: 13, base: 9000, tax: 1170 }]);

    const full = await printable((await documents.fullNote(sale.document)).voucherId);
    expect(full.partial).toBe(false);
    expect(full.content.reference).toMatchObject({ clave: sale.document.clave, code: '01' });
  });

  it('marks a document issued while Hacienda could not be reached: situación 3, the clave’s 42nd digit', async () => {
    const before = process.env.HACIENDA_RECEPTION;
    process.env.HACIENDA_RECEPTION = 'off';
    let voucherId: string;
    try {
      ({ voucherId } = await documents.sale([MIXED[0]]));
    } finally {
      if (before === undefined) delete process.env.HACIENDA_RECEPTION;
      else process.env.HACIENDA_RECEPTION = before;
    }
    const document = await printable(voucherId);
    expect(document.situacion).toBe('3');
    expect(document.content.clave.charAt(41)).toBe('3');
    // sent once the reception is back (mock-api/restaurant/receiptReception.ts), still situación 3
    await expect.poll(async () => (await printable(voucherId)).status, { timeout: 15_000 }).toBe('aceptado');
    expect((await printable(voucherId)).situacion).toBe('3');
  });

  it('serves the same representation as a PDF, and 404 for a voucher without a document', async () => {
    const { voucherId } = await documents.sale(MIXED);
    const response = await fetch(`${api.url}/invoice/${voucherId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api.call('GET', '/invoice/AAAAAAAAAAAAAAAAAAAAAAAA/document')).status).toBe(404);
    expect((await api.call('GET', '/invoice/AAAAAAAAAAAAAAAAAAAAAAAA/pdf')).status).toBe(404);
  });
});
