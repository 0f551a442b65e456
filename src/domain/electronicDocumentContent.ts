import type { DocumentContent, DocumentParty, TaxAtRate } from './wire/printableDocument';

/**
 * What an electronic document (Hacienda's v4.4 tiquete, factura or nota de crédito) says, read from
 * its signed XML: the diner's printable representation (representación gráfica) shows it, and the
 * mock API copies a sale's lines into the nota de crédito that cancels it, so both read the document
 * as it was signed and sent, never a second record of it. Works on any DOM (the browser's DOMParser,
 * @xmldom/xmldom on the server): only child nodes, local names and text are read.
 */

/** The little of a DOM node this reader needs. */
export interface XmlNode {
  nodeType: number;
  localName?: string | null;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
}

const ELEMENT = 1;
const nameOf = (node: XmlNode) => node.localName ?? node.nodeName.replace(/^.*:/, '');
const children = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? Array.from(node.childNodes).filter((child) => child.nodeType === ELEMENT && nameOf(child) === name) : [];
const child = (node: XmlNode | undefined, name: string) => children(node, name)[0];
const text = (node: XmlNode | undefined, name: string) => child(node, name)?.textContent?.trim() ?? '';
const number = (node: XmlNode | undefined, name: string) => Number(text(node, name) || 0);

export type { DocumentContent, DocumentContentLine, DocumentParty } from './wire/printableDocument';

const party = (node: XmlNode | undefined): DocumentParty => ({
  name: text(node, 'Nombre'),
  commercialName: text(node, 'NombreComercial'),
  identificationType: text(child(node, 'Identificacion'), 'Tipo'),
  identificationNumber: text(child(node, 'Identificacion'), 'Numero'),
  email: text(node, 'CorreoElectronico'),
});

/** The document's content, or null when the root is not one of Hacienda's documents. */
export const readDocumentContent = (root: XmlNode | null | undefined): DocumentContent | null => {
  if (!root || !/^(TiqueteElectronico|FacturaElectronica|NotaCreditoElectronica)$/.test(nameOf(root))) return null;
  const issuer = child(root, 'Emisor');
  const place = child(issuer, 'Ubicacion');
  const receiver = child(root, 'Receptor');
  const summary = child(root, 'ResumenFactura');
  const reference = child(root, 'InformacionReferencia');
  const charges = children(root, 'OtrosCargos');
  return {
    root: nameOf(root),
    clave: text(root, 'Clave'),
    consecutivo: text(root, 'NumeroConsecutivo'),
    issuedAt: text(root, 'FechaEmision'),
    issuer: { ...party(issuer), province: text(place, 'Provincia'), canton: text(place, 'Canton'), district: text(place, 'Distrito'), otherSigns: text(place, 'OtrasSenas') },
    receiver: receiver ? party(receiver) : null,
    saleCondition: text(root, 'CondicionVenta'),
    lines: children(child(root, 'DetalleServicio'), 'LineaDetalle').map((line) => {
      const tax = child(line, 'Impuesto');
      return {
        cabys: text(line, 'CodigoCABYS'),
        quantity: number(line, 'Cantidad'),
        unit: text(line, 'UnidadMedida'),
        detail: text(line, 'Detalle'),
        unitPrice: number(line, 'PrecioUnitario'),
        subtotal: number(line, 'SubTotal'),
        taxRate: number(tax, 'Tarifa'),
        tax: number(line, 'ImpuestoNeto'),
        lineTotal: number(line, 'MontoTotalLinea'),
      };
    }),
    tableService: charges.some((charge) => text(charge, 'TipoDocumentoOC') === '06'),
    serviceCharge: charges.filter((charge) => text(charge, 'TipoDocumentoOC') === '06').reduce((sum, charge) => sum + number(charge, 'MontoCargo'), 0),
    rounding: fiveDecimals(charges.filter((charge) => text(charge, 'TipoDocumentoOC') === '99').reduce((sum, charge) => sum + number(charge, 'MontoCargo'), 0)),
    currency: text(child(summary, 'CodigoTipoMoneda'), 'CodigoMoneda') || 'CRC',
    exchangeRate: number(child(summary, 'CodigoTipoMoneda'), 'TipoCambio') || 1,
    payments: children(summary, 'MedioPago').map((payment) => text(payment, 'TipoMedioPago')),
    netSale: number(summary, 'TotalVentaNeta'),
    tax: number(summary, 'TotalImpuesto'),
    otherCharges: number(summary, 'TotalOtrosCargos'),
    total: number(summary, 'TotalComprobante'),
    reference: reference
      ? { type: text(reference, 'TipoDocIR'), clave: text(reference, 'Numero'), issuedAt: text(reference, 'FechaEmisionIR'), code: text(reference, 'Codigo'), reason: text(reference, 'Razon') }
      : null,
  };
};

/** Amounts carry 5 decimals (mock-api/receipts/README.md): sums are rounded back to them. */
const fiveDecimals = (amount: number) => Math.round(amount * 100_000) / 100_000;

/** IVA per rate, highest first: the lines' base and IVA at each rate (what TotalDesgloseImpuesto sums). */
export const taxByRate = (content: Pick<DocumentContent, 'lines'>): TaxAtRate[] => {
  const rates = new Map<number, TaxAtRate>();
  for (const line of content.lines) {
    const entry = rates.get(line.taxRate) ?? { rate: line.taxRate, base: 0, tax: 0 };
    rates.set(line.taxRate, { rate: line.taxRate, base: fiveDecimals(entry.base + line.subtotal), tax: fiveDecimals(entry.tax + line.tax) });
  }
  return [...rates.values()].sort((a, b) => b.rate - a.rate);
};

/** InformacionReferencia Codigo 01: the nota de crédito cancels its document in full; any other code corrects part of it. */
export const CANCELS_IN_FULL = '01';

/** Situación, the clave's 42nd digit (mock-api/receipts/README.md). */
export const situacionOfClave = (clave: string) => {
  const digit = clave.charAt(41);
  return digit === '2' || digit === '3' ? digit : '1';
};
