import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { buildDocumentXml } from '../../mock-api/receipts/documentXml';
import { readDocumentContent, type XmlNode } from '../../src/domain/electronicDocumentContent';
import { invoiceReceiverMessages as text } from '../../src/domain/invoiceReceiverMessages';
import { invoiceReceiverSchema } from '../../src/schemas/invoiceReceiverSchema';
import { facturaInput, notaCreditoInput, TABLE_LINES, tiqueteInput, withoutService } from '../support/receiptFixtures';

const read = (xml: string) => readDocumentContent(new DOMParser().parseFromString(xml, 'text/xml').documentElement as unknown as XmlNode);

describe('reading an electronic document back from its XML (the printable page, the credit note)', () => {
  it('reads a factura: issuer, receiver, lines, service, totals, payment', () => {
    const input = facturaInput();
    const { xml, totals } = buildDocumentXml(input);
    const content = read(xml)!;
    expect(content.root).toBe('FacturaElectronica');
    expect(content).toMatchObject({ clave: input.clave, consecutivo: input.consecutivo, issuedAt: '2026-05-14T12:30:00-06:00', currency: 'CRC', exchangeRate: 1, payments: ['02'], tableService: true });
    expect(content.issuer).toMatchObject({ name: input.issuer.name, identificationType: '02', identificationNumber: '3101123456', province: '1', canton: '01', district: '01' });
    expect(content.receiver).toEqual({ name: input.receiver!.name, commercialName: '', identificationType: '01', identificationNumber: '102340567', email: input.receiver!.email });
    // a meal (CABYS 6331…) is written in a service unit (mock-api/receipts/units.ts documentUnit)
    expect(content.lines.map((line) => [line.cabys, line.quantity, line.unit, line.unitPrice, line.taxRate])).toEqual(input.lines.map((line) => [line.cabys, line.quantity, line.cabys === '6331000000000' ? 'Os' : line.unit, line.unitPrice, line.ivaRate]));
    expect(content.total).toBe(totals.total / 100_000);
    expect(content.serviceCharge).toBe(totals.serviceCharge / 100_000);
    expect(content.reference).toBeNull();
  });

  it('reads a tiquete without receiver or service, and a nota de crédito’s reference', () => {
    const tiquete = tiqueteInput({ lines: withoutService(TABLE_LINES) });
    expect(read(buildDocumentXml(tiquete).xml)).toMatchObject({ root: 'TiqueteElectronico', receiver: null, tableService: false, serviceCharge: 0 });
    const note = read(buildDocumentXml(notaCreditoInput(tiquete)).xml)!;
    expect(note.reference).toEqual({ type: '04', clave: tiquete.clave, issuedAt: '2026-05-14T12:30:00-06:00', code: '01', reason: 'Pedido cancelado después del pago' });
  });

  it('is null for anything that is not one of Hacienda’s documents', () => {
    expect(read('<Factura><Clave>1</Clave></Factura>')).toBeNull();
  });
});

describe('the factura’s receiver, one schema for the diner’s form and the API', () => {
  const good = { name: '  María Rodríguez  ', identificationType: '01', identificationNumber: '1-0234-0567', email: 'maria@example.cr' };
  const problem = (value: unknown) => {
    const result = invoiceReceiverSchema.safeParse(value);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('keeps the identification’s digits and the trimmed name', () => {
    expect(invoiceReceiverSchema.parse(good)).toEqual({ ...good, name: 'María Rodríguez', identificationNumber: '102340567' });
    expect(invoiceReceiverSchema.parse({ ...good, identificationType: '03', identificationNumber: '155812345678' }).identificationNumber).toBe('155812345678');
  });

  it('checks the number by its type, like the issuer’s, with a Spanish message for each', () => {
    expect(problem({ ...good, identificationNumber: '012345678' })).toEqual([['identificationNumber', text.identificationNumber['01']]]);
    expect(problem({ ...good, identificationType: '02' })).toEqual([['identificationNumber', text.identificationNumber['02']]]);
    expect(problem({ ...good, identificationType: '03' })).toEqual([['identificationNumber', text.identificationNumber['03']]]);
    expect(problem({ ...good, identificationType: '04', identificationNumber: '12345' })).toEqual([['identificationNumber', text.identificationNumber['04']]]);
    expect(problem({ ...good, identificationNumber: '1O2340567' })).toEqual([['identificationNumber', text.identificationDigits]]);
  });

  it('refuses wrong types instead of coercing them, and names every field that is wrong', () => {
    expect(problem({ ...good, identificationNumber: 102340567 })).toEqual([['identificationNumber', text.identificationDigits]]);
    expect(problem({ ...good, identificationType: 1 })).toEqual([['identificationType', text.identificationType]]);
    expect(problem({})).toEqual([
      ['name', text.name],
      ['identificationType', text.identificationType],
      ['identificationNumber', text.identificationDigits],
      ['email', text.email],
    ]);
    expect(problem({ ...good, name: 'Ma\u202eria' })).toEqual([['name', text.name]]);
    for (const email of ['maria@example', 'maria\u0000@example.cr', 'ma!ria@example.cr', 'maria@exa mple.cr']) expect(problem({ ...good, email }), email).toEqual([['email', text.email]]);
    for (const email of ['maría.solano@correo.co.cr', "o'neil+facturas@example.com"]) expect(problem({ ...good, email }), email).toBeNull();
    expect(problem('María')).toEqual([['', text.invalid]]);
  });
});
