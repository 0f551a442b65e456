import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocumentXml } from '../../mock-api/receipts/documentXml';
import type { SigningCredentials } from '../../mock-api/receipts/signingCredentials';
import { signDocument } from '../../mock-api/receipts/signing';
import { generateTestCertificate } from '../../mock-api/receipts/testCertificate';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { BOOK, CATERING, cabysLine, facturaInput, MEAL, notaCreditoInput, TABLE_LINES, tiqueteInput, withoutService } from '../support/receiptFixtures';

/** Signing and validating take a core for tens of milliseconds each: on a machine shared with other work, the default 5 s is too tight. */
const SLOW = { timeout: 30_000 };

/** Every document type, signed, against Hacienda's official v4.4 schema of its type (mock-api/receipts/xsd/). */
let credentials: SigningCredentials;
beforeAll(() => {
  credentials = generateTestCertificate({ holder: 'SODA LA ESQUINA SOCIEDAD ANONIMA', holderId: 'CPJ-3-101-123456' });
}, SLOW.timeout);

const signed = async (input: Parameters<typeof buildDocumentXml>[0]) => signDocument(buildDocumentXml(input).xml, credentials);

describe('the official v4.4 schemas accept what the builder signs', SLOW, () => {
  it('tiquete electrónico (04), with and without table service, card, cash and SINPE Móvil', async () => {
    for (const input of [tiqueteInput(), tiqueteInput({ lines: withoutService(TABLE_LINES), payment: '01' }), tiqueteInput({ payment: '06', currency: 'USD', exchangeRate: 505.5 })]) {
      const check = await validateDocument('04', await signed(input));
      expect(check.errors).toEqual([]);
      expect(check.valid).toBe(true);
    }
  });

  it('factura electrónica (01) with its receiver, services, exempt lines, dollars', async () => {
    const input = facturaInput({
      lines: [cabysLine(CATERING, 1, 150.25, 'Servicio de catering', 'Os'), cabysLine(MEAL, 2.5, 12.5, 'Almuerzo por peso', 'Kg'), cabysLine(BOOK, 1, 20, 'Libro de recetas')],
      currency: 'USD',
      exchangeRate: 505.52,
    });
    const check = await validateDocument('01', await signed(input));
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
  });

  it('nota de crédito (03) referencing a tiquete and a factura', async () => {
    for (const original of [tiqueteInput(), facturaInput()]) {
      const check = await validateDocument('03', await signed(notaCreditoInput(original)));
      expect(check.errors).toEqual([]);
      expect(check.valid).toBe(true);
    }
  });
});

describe('and refuse a broken document', SLOW, () => {
  it("refuses 'kg' (4.4 spells it Kg), a missing receiver on a factura, and an unsigned document", async () => {
    const good = await signed(tiqueteInput());
    const lowerCaseUnit = await validateDocument('04', good.replace('<UnidadMedida>Unid</UnidadMedida>', '<UnidadMedida>kg</UnidadMedida>'));
    expect(lowerCaseUnit.valid).toBe(false);
    expect(lowerCaseUnit.errors.join('\n')).toMatch(/UnidadMedida/);

    // a tiquete's XML checked as a factura: no Receptor where the factura requires one
    const asFactura = good.replaceAll('v4.4/tiqueteElectronico', 'v4.4/facturaElectronica').replaceAll('TiqueteElectronico', 'FacturaElectronica');
    const noReceiver = await validateDocument('01', asFactura);
    expect(noReceiver.valid).toBe(false);
    expect(noReceiver.errors.join('\n')).toMatch(/Receptor/);

    const unsigned = await validateDocument('04', buildDocumentXml(tiqueteInput()).xml);
    expect(unsigned.valid).toBe(false);
    expect(unsigned.errors.join('\n')).toMatch(/Signature/);
  });

  it('refuses a document of the wrong type for the schema, and malformed XML', async () => {
    expect((await validateDocument('03', await signed(tiqueteInput()))).valid).toBe(false);
    const malformed = await validateDocument('04', '<TiqueteElectronico><Clave>');
    expect(malformed.valid).toBe(false);
    expect(malformed.errors.length).toBeGreaterThan(0);
  });

  it('answers each of several documents checked at once, and leaves the process exit code alone', async () => {
    const before = process.exitCode;
    await validateDocument('04', '<nada/>');
    expect(process.exitCode).toBe(before);
    const good = await signed(tiqueteInput());
    const answers = await Promise.all(['<nada/>', good, '<nada/>', good, '<TiqueteElectronico>'].map((xml) => validateDocument('04', xml)));
    expect(answers.map((answer) => answer.valid)).toEqual([false, true, false, true, false]);
    expect(process.exitCode).toBe(before);
  });
});
