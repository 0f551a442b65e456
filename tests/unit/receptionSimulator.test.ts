import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocumentXml } from '../../mock-api/receipts/documentXml';
import { ACCEPTED_MESSAGE, receiveDocument, reviewDocument } from '../../mock-api/receipts/receptionSimulator';
import type { SigningCredentials } from '../../mock-api/receipts/signingCredentials';
import { signDocument } from '../../mock-api/receipts/signing';
import { generateTestCertificate } from '../../mock-api/receipts/testCertificate';
import { facturaInput, MEAL, notaCreditoInput, numbersFor, TABLE_LINES, tiqueteInput, withoutService } from '../support/receiptFixtures';
import { dollarCentsAt, dollarSaleOf } from '../../mock-api/restaurant/dollarSale';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { readDocumentContent, type XmlNode } from '../../src/domain/electronicDocumentContent';
import { DOMParser } from '@xmldom/xmldom';

/** Signing and validating take a core for tens of milliseconds each: on a machine shared with other work, the default 5 s is too tight. */
const SLOW = { timeout: 30_000 };

/** Hacienda's reception, simulated: what it accepts and how it words a rejection. */
let issuer: SigningCredentials;
let stranger: SigningCredentials;
beforeAll(() => {
  issuer = generateTestCertificate({ holder: 'SODA LA ESQUINA SOCIEDAD ANONIMA', holderId: 'CPJ-3-101-123456' });
  stranger = generateTestCertificate({ holder: 'MARIA RODRIGUEZ SOLANO', holderId: 'CPF-01-0234-0567' });
}, SLOW.timeout);

const unsignedTiquete = () => buildDocumentXml(tiqueteInput()).xml;
/** The tiquete changed before it is signed: the signature is good, what it signs is not. */
const signedAfter = (change: (xml: string) => string, credentials = issuer) => {
  const xml = unsignedTiquete();
  const changed = change(xml);
  expect(changed).not.toBe(xml);
  return signDocument(changed, credentials);
};

describe('receiving', SLOW, () => {
  it("takes a document whose type and clave it can read ('recibido')", async () => {
    const xml = await signDocument(unsignedTiquete(), issuer);
    expect(receiveDocument(xml)).toEqual({ status: 'recibido', type: '04', clave: numbersFor('04').clave });
  });

  it('refuses at once what is not a v4.4 document', () => {
    for (const xml of ['', 'hola', '<FacturaElectronica/>', '<TiqueteElectronico xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/tiqueteElectronico"><Clave>123</Clave></TiqueteElectronico>']) {
      expect(receiveDocument(xml), xml).toEqual({ status: 'rechazado', message: expect.stringMatching(/^Este comprobante fue rechazado\. El documento recibido no es un comprobante electrónico v4\.4/) });
    }
  });
});

describe('reviewing', SLOW, () => {
  it('accepts a signed tiquete, factura and nota de crédito whose figures add up', async () => {
    for (const input of [tiqueteInput(), facturaInput(), notaCreditoInput(facturaInput()), tiqueteInput({ lines: withoutService(TABLE_LINES), payment: '06' })]) {
      const answer = await reviewDocument(await signDocument(buildDocumentXml(input).xml, issuer));
      expect(answer, input.type).toEqual({ status: 'aceptado', message: ACCEPTED_MESSAGE });
    }
  });

  it("accepts a dollar tiquete whose lone line falls short of the card's charge, its rounding an OtrosCargos 99: TotalComprobante is the charge", async () => {
    // a lone dish of one unit, 13 % and the service, charged in dollars: the first price whose charge five-decimal prices cannot reach
    const found = Array.from({ length: 400 }, (_, index) => 3000 + index * 7).flatMap((price) => {
      const line = { cabys: MEAL, quantity: 1, unit: 'Unid' as const, detail: 'Casado con pollo', unitPrice: price, ivaRate: 13, carriesService: true };
      const cents = finalPriceCents({ price, tax: 13, carriesService: true });
      const charge = dollarCentsAt(cents, 505.5);
      const sale = dollarSaleOf([{ line, cents }], charge);
      return sale.rounding > 0 ? [{ sale, charge }] : [];
    })[0];
    expect(found).toBeDefined();
    const { sale, charge } = found;
    const input = tiqueteInput({ lines: sale.lines, currency: 'USD', exchangeRate: 505.5, rounding: sale.rounding });
    const { xml, totals } = buildDocumentXml(input);
    expect(totals.total).toBe(charge * 1000);
    expect(xml).toContain(`<TotalComprobante>${(charge / 100).toFixed(5)}</TotalComprobante>`);
    expect(xml).toContain(`<TotalMedioPago>${(charge / 100).toFixed(5)}</TotalMedioPago>`);
    expect(xml).toMatch(/<OtrosCargos><TipoDocumentoOC>99<\/TipoDocumentoOC><TipoDocumentoOTROS>[^<]{5,100}<\/TipoDocumentoOTROS><Detalle>Redondeo al centavo<\/Detalle><MontoCargo>0\.0000[1-9]<\/MontoCargo><\/OtrosCargos>/);
    // Hacienda's v4.4 schema (reviewDocument checks it first) and its arithmetic take it, and its nota de crédito
    for (const document of [input, notaCreditoInput(input)]) {
      expect(await reviewDocument(await signDocument(buildDocumentXml(document).xml, issuer)), document.type).toEqual({ status: 'aceptado', message: ACCEPTED_MESSAGE });
    }
    // the printable page reads the rounding apart from the service
    const content = readDocumentContent(new DOMParser().parseFromString(xml, 'text/xml').documentElement as unknown as XmlNode)!;
    expect(content.rounding * 100_000).toBeCloseTo(sale.rounding, 6);
    expect(content.total).toBe(charge / 100);
    // a rounding of a cent or more is no rounding
    expect(() => buildDocumentXml({ ...input, rounding: 1000 })).toThrow(RangeError);
  });

  it('rejects a total that does not add up, naming the field, what it says and the calculation', async () => {
    const xml = await signedAfter((text) => text.replace('<TotalComprobante>18267.00000</TotalComprobante>', '<TotalComprobante>18000.00000</TotalComprobante>'));
    expect(await reviewDocument(xml)).toEqual({
      status: 'rechazado',
      message: 'Este comprobante fue rechazado. El campo TotalComprobante (18000.00000) no coincide con el cálculo (18267.00000).',
    });
  });

  it("rejects a line's tax that is not its base times its rate, and a rate that is not its code's", async () => {
    const wrongTax = await signedAfter((text) => text.replace('<Monto>1170.00000</Monto>', '<Monto>1000.00000</Monto>'));
    expect((await reviewDocument(wrongTax)).message).toBe('Este comprobante fue rechazado. Línea 1: el campo Monto (1000.00000) no coincide con el cálculo (1170.00000).');
    const wrongRate = await signedAfter((text) => text.replace('<CodigoTarifaIVA>08</CodigoTarifaIVA><Tarifa>13.00</Tarifa>', '<CodigoTarifaIVA>08</CodigoTarifaIVA><Tarifa>4.00</Tarifa>'));
    expect((await reviewDocument(wrongRate)).message).toMatch(/Línea 1: la tarifa del IVA \(4\) no corresponde al código de tarifa 08 \(13\)/);
  });

  it('rejects a service charge over 10 % of the consumption before taxes, and one that the totals do not carry', async () => {
    const xml = await signedAfter((text) => text.replace('<MontoCargo>1490.00000</MontoCargo>', '<MontoCargo>1676.70000</MontoCargo>'));
    expect((await reviewDocument(xml)).message).toBe('Este comprobante fue rechazado. El campo MontoCargo (1676.70000) supera el 10 % del total de venta neta (1490.00000).');
    // less than 10 % of all (the service on some lines only) is the issuer's to say, but the totals must carry it
    const lower = await signedAfter((text) => text.replace('<MontoCargo>1490.00000</MontoCargo>', '<MontoCargo>900.00000</MontoCargo>'));
    expect((await reviewDocument(lower)).message).toBe('Este comprobante fue rechazado. El campo TotalOtrosCargos (1490.00000) no coincide con el cálculo (900.00000).');
  });

  it('reads services by their CABYS section: a meal in a goods unit is refused', async () => {
    const xml = await signedAfter((text) => text.replace('<UnidadMedida>Os</UnidadMedida>', '<UnidadMedida>Unid</UnidadMedida>'));
    expect((await reviewDocument(xml)).message).toBe('Este comprobante fue rechazado. Línea 1: la unidad de medida (Unid) no corresponde a un servicio según su código CAByS.');
  });

  it('rejects a document outside the schema, with the schema’s reason', async () => {
    const xml = await signedAfter((text) => text.replace('<UnidadMedida>Unid</UnidadMedida>', '<UnidadMedida>kg</UnidadMedida>'));
    const answer = await reviewDocument(xml);
    expect(answer.status).toBe('rechazado');
    expect(answer.message).toMatch(/^Este comprobante fue rechazado\. El comprobante no cumple con el esquema XSD de la versión 4\.4: Element 'UnidadMedida'/);
  });

  it('rejects a signature that does not verify, or that is not the issuer’s', async () => {
    const signed = await signDocument(unsignedTiquete(), issuer);
    const touched = signed.replace('<Detalle>Casado con pollo</Detalle>', '<Detalle>Casado con res</Detalle>');
    expect((await reviewDocument(touched)).message).toMatch(/La firma del comprobante electrónico no es válida/);
    expect((await reviewDocument(await signDocument(unsignedTiquete(), stranger))).message).toBe(
      'Este comprobante fue rechazado. El certificado que firma el comprobante no pertenece al emisor.',
    );
  });

  it('rejects a clave that does not match the document, or that was used before', async () => {
    const otherNumber = await signedAfter((text) => text.replace('<NumeroConsecutivo>00100001040000000001<', '<NumeroConsecutivo>00100001040000000002<'));
    expect((await reviewDocument(otherNumber)).message).toMatch(/La clave no corresponde al número consecutivo, al emisor o a la fecha de emisión/);
    const otherDay = await signedAfter((text) => text.replace('<FechaEmision>2026-05-14T12:30:00-06:00<', '<FechaEmision>2026-05-15T00:30:00-06:00<'));
    expect((await reviewDocument(otherDay)).message).toMatch(/La clave no corresponde/);
    const signed = await signDocument(unsignedTiquete(), issuer);
    expect((await reviewDocument(signed, (clave) => clave === numbersFor('04').clave)).message).toBe('Este comprobante fue rechazado. La clave ya fue utilizada en otro comprobante.');
  });
});
