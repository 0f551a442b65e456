import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { formatAmount, lineAmount, parseAmount, percentOf } from '../../mock-api/receipts/amounts';
import { buildDocumentXml } from '../../mock-api/receipts/documentXml';
import { haciendaUnitOf } from '../../mock-api/receipts/units';
import { PRODUCT_UNITS } from '../../src/domain/productCatalogs';
import { BOOK, CATERING, cabysLine, facturaInput, MEAL, notaCreditoInput, numbersFor, RECEIVER, TABLE_LINES, tiqueteInput, withoutService } from '../support/receiptFixtures';

/** The document's elements by name (local names; the v4.4 namespace is the default one). */
const read = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const all = (name: string, under: { getElementsByTagName: (name: string) => ArrayLike<{ textContent: string | null }> } = document) =>
    Array.from(under.getElementsByTagName(name)).map((element) => element.textContent ?? '');
  return { document, all, one: (name: string) => all(name)[0] };
};

describe('amounts in hundred-thousandths', () => {
  it('multiplies and takes percentages exactly, rounding half up once', () => {
    expect(lineAmount(3000, 180_000_000)).toBe(540_000_000); // 3 × 1800.00000
    expect(lineAmount(1_500, 33_333)).toBe(50_000); // 1.5 × 0.33333 = 0.499995 → 0.50000
    expect(percentOf(900_000_000, 13)).toBe(117_000_000);
    expect(percentOf(1, 50)).toBe(1); // 0.000005 rounds up to 0.00001
    expect(formatAmount(1_826_700_000)).toBe('18267.00000');
    expect(formatAmount(7)).toBe('0.00007');
    expect(parseAmount('18267.00000')).toBe(1_826_700_000);
    expect(parseAmount('0.5')).toBe(50_000);
    for (const text of ['-1.00000', '1.000001', '1e3', '', 'abc']) expect(parseAmount(text), text).toBeUndefined();
  });
});

describe('units as v4.4 spells them', () => {
  it('maps every product unit of the catalogue', () => {
    expect(PRODUCT_UNITS.map((unit) => haciendaUnitOf(unit.code))).toEqual(['Unid', 'Kg', 'L', 'Os', 'G', 'mL']);
    expect(haciendaUnitOf(99)).toBeUndefined();
    expect(haciendaUnitOf('1')).toBeUndefined();
  });
});

describe('Tiquete electrónico (04)', () => {
  it('writes the lines with CABYS, unit, IVA by the CABYS rate and the schema’s figures', () => {
    const { xml, totals } = buildDocumentXml(tiqueteInput());
    const { document, all, one } = read(xml);
    expect(document.documentElement?.localName).toBe('TiqueteElectronico');
    expect(document.documentElement?.namespaceURI).toBe('https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/tiqueteElectronico');
    expect(one('Clave')).toBe(numbersFor('04').clave);
    expect(one('NumeroConsecutivo')).toBe('00100001040000000001');
    expect(one('FechaEmision')).toBe('2026-05-14T12:30:00-06:00');
    expect(one('ProveedorSistemas')).toBe('3101999999');
    expect(one('CodigoActividadEmisor')).toBe('552004');
    expect(all('CodigoCABYS')).toEqual(['6331000000000', '2431000000000', '2349001010100']);
    expect(all('Cantidad')).toEqual(['2.000', '3.000', '1.000']);
    // the meal is a CABYS service (section 6): written in a service unit whatever the product's unit
    expect(all('UnidadMedida')).toEqual(['Os', 'Unid', 'Unid']);
    expect(all('CodigoTarifaIVA').slice(0, 3)).toEqual(['08', '08', '02']);
    expect(all('Tarifa')).toEqual(['13.00', '13.00', '1.00']);
    expect(all('MontoTotal')).toEqual(['9000.00000', '5400.00000', '500.00000']);
    expect(all('BaseImponible')).toEqual(['9000.00000', '5400.00000', '500.00000']);
    expect(all('Monto')).toEqual(['1170.00000', '702.00000', '5.00000']);
    expect(all('ImpuestoAsumidoEmisorFabrica')).toEqual(['0.00000', '0.00000', '0.00000']);
    expect(all('ImpuestoNeto')).toEqual(['1170.00000', '702.00000', '5.00000']);
    expect(all('MontoTotalLinea')).toEqual(['10170.00000', '6102.00000', '505.00000']);
    // the service: 10 % of the consumption before taxes (14,900), as OtrosCargos 06
    expect(one('TipoDocumentoOC')).toBe('06');
    expect(one('MontoCargo')).toBe('1490.00000');
    expect(one('TotalVentaNeta')).toBe('14900.00000');
    expect(one('TotalImpuesto')).toBe('1877.00000');
    expect(one('TotalOtrosCargos')).toBe('1490.00000');
    expect(one('TotalComprobante')).toBe('18267.00000');
    expect(totals.total).toBe(1_826_700_000);
    // IVA broken down per tariff
    expect(all('TotalMontoImpuesto')).toEqual(['1872.00000', '5.00000']);
    // paid by card, the whole total
    expect(one('TipoMedioPago')).toBe('02');
    expect(one('TotalMedioPago')).toBe('18267.00000');
    expect(one('CodigoMoneda')).toBe('CRC');
    expect(one('TipoCambio')).toBe('1.00000');
    // the issuer's address as codes
    expect([one('Provincia'), one('Canton'), one('Distrito')]).toEqual(['1', '01', '01']);
    expect(all('Receptor')).toEqual([]);
    expect(all('InformacionReferencia')).toEqual([]);
  });

  it('has no service charge without table service', () => {
    const { xml, totals } = buildDocumentXml(tiqueteInput({ lines: withoutService(TABLE_LINES), payment: '06' }));
    const { all, one } = read(xml);
    expect(all('OtrosCargos')).toEqual([]);
    expect(all('TotalOtrosCargos')).toEqual([]);
    expect(one('TotalComprobante')).toBe('16777.00000');
    expect(totals.serviceCharge).toBe(0);
    expect(one('TipoMedioPago')).toBe('06');
  });

  it('escapes what a merchant types in a detail (the XML stays well formed)', () => {
    const { xml } = buildDocumentXml(tiqueteInput({ lines: [cabysLine(MEAL, 1, 1000, 'Arroz & frijoles <especial> "casa"')] }));
    expect(read(xml).one('Detalle')).toBe('Arroz & frijoles <especial> "casa"');
    expect(xml).not.toContain('<especial>');
  });

  it('refuses input that would make a wrong document', () => {
    const input = tiqueteInput();
    const cases: [string, Partial<typeof input>][] = [
      ['an invented CABYS code length', { lines: [{ ...input.lines[0], cabys: '633100000000' }] }],
      ['a rate CABYS does not use', { lines: [{ ...input.lines[0], ivaRate: 5 }] }],
      ['a quantity with 4 decimals', { lines: [{ ...input.lines[0], quantity: 1.2345 }] }],
      ['a negative price', { lines: [{ ...input.lines[0], unitPrice: -1 }] }],
      ['no lines', { lines: [] }],
      ['a consecutivo the clave does not carry', { consecutivo: numbersFor('04', 2).consecutivo }],
      ['a clave of another type', numbersFor('01')],
      ['colones at another rate', { exchangeRate: 500 }],
      ["an issuer's cédula jurídica with dashes", { issuer: { ...input.issuer, identification: { type: '02', number: '3-101-123456' } } }],
      ['a receiver whose cédula física has 10 digits', { receiver: { name: 'María Rodríguez', identification: { type: '01', number: '1023405670' }, email: 'maria@example.cr' } }],
      ['an activity code of 5 digits', { issuer: { ...input.issuer, activityCode: '56100' } }],
    ];
    for (const [what, overrides] of cases) expect(() => buildDocumentXml({ ...input, ...overrides }), what).toThrow(RangeError);
  });
});

describe('Factura electrónica (01)', () => {
  it('names the receiver, counts services by their CABYS section, writes 0 % as tarifa 0 %, and takes dollars at the rate', () => {
    const input = facturaInput({
      lines: withoutService([cabysLine(CATERING, 1, 150.25, 'Servicio de catering', 'Os'), cabysLine(MEAL, 2, 12.5, 'Almuerzo ejecutivo'), cabysLine(BOOK, 1, 20, 'Libro de recetas')]),
      currency: 'USD',
      exchangeRate: 505.52,
    });
    const { xml } = buildDocumentXml(input);
    const { document, all, one } = read(xml);
    expect(document.documentElement?.localName).toBe('FacturaElectronica');
    expect(all('Nombre')).toEqual([input.issuer.name, RECEIVER.name]);
    expect(all('Numero').slice(1)).toEqual(['102340567']);
    // a book's 0 % is the tarifa 0 % (01), not exenta (10): the catalogue states a rate, not an exemption
    expect(all('CodigoTarifaIVA').slice(0, 3)).toEqual(['08', '08', '01']);
    // catering and a restaurant meal are CABYS services (section 6), written in a service unit; the book is a good
    expect(all('UnidadMedida')).toEqual(['Os', 'Os', 'Unid']);
    expect(one('TotalServGravados')).toBe('175.25000');
    expect(one('TotalMercanciasGravadas')).toBe('20.00000');
    expect(one('TotalMercanciasExentas')).toBe('0.00000');
    expect(one('TotalGravado')).toBe('195.25000');
    expect(one('TotalExento')).toBe('0.00000');
    expect(one('TotalVenta')).toBe('195.25000');
    expect(one('TotalImpuesto')).toBe('22.78250');
    expect(one('TotalComprobante')).toBe('218.03250');
    expect(one('CodigoMoneda')).toBe('USD');
    expect(one('TipoCambio')).toBe('505.52000');
  });

  it('is refused without its receiver', () => {
    expect(() => buildDocumentXml(facturaInput({ receiver: undefined }))).toThrow(/receiver/);
  });
});

describe('Nota de crédito (03)', () => {
  it('references the document it cancels', () => {
    const original = facturaInput();
    const { xml } = buildDocumentXml(notaCreditoInput(original));
    const { document, one } = read(xml);
    expect(document.documentElement?.localName).toBe('NotaCreditoElectronica');
    expect(one('NumeroConsecutivo')).toBe('00100001030000000001');
    const reference = document.getElementsByTagName('InformacionReferencia')[0];
    const inReference = (name: string) => reference?.getElementsByTagName(name)[0]?.textContent;
    expect(inReference('TipoDocIR')).toBe('01');
    expect(inReference('Numero')).toBe(original.clave);
    expect(inReference('FechaEmisionIR')).toBe('2026-05-14T12:30:00-06:00');
    expect(inReference('Codigo')).toBe('01');
    expect(inReference('Razon')).toBe('Pedido cancelado después del pago');
    expect(one('FechaEmision')).toBe('2026-05-14T13:30:00-06:00');
    expect(one('TotalComprobante')).toBe('18267.00000');
  });

  it('is refused without the document it references', () => {
    expect(() => buildDocumentXml(notaCreditoInput(tiqueteInput(), { reference: undefined }))).toThrow(/references/);
  });
});
