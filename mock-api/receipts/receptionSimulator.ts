import { DOMParser, type Element } from '@xmldom/xmldom';
import { crDate } from '../../src/domain/costaRicaTime';
import { formatAmount, parseAmount, parseQuantity, percentOf } from './amounts';
import { isServiceCabys } from './cabysSections';
import { parseClave } from './clave';
import { documentTotals, SERVICE_CHARGE_PERCENT, type DocumentTotals, type LineFigures } from './documentTotals';
import { DOCUMENT_KINDS, documentTypeOfRoot, type DocumentType } from './documentTypes';
import { IVA_TAX_CODE, rateOfTariff } from './ivaRates';
import { verifyDocument } from './signing';
import { certificateSummary } from './signingCredentials';
import { documentUnit, HACIENDA_UNITS, type HaciendaUnit } from './units';
import { validateDocument } from './xsdValidation';

/**
 * Hacienda's reception service, simulated for the mock API (mock-api/receipts/README.md): it
 * receives a signed document ('recibido'), then checks it as the real one does (the clave against
 * the document, the v4.4 schema, the XAdES signature and who signed, the arithmetic recomputed from
 * the document's own figures) and answers 'aceptado' or 'rechazado' with a message in Hacienda's
 * style. Pure: no clock, no store, no delay; the caller keeps the state and schedules the answer.
 */
export interface Received {
  status: 'recibido';
  type: DocumentType;
  clave: string;
}

export interface Refused {
  status: 'rechazado';
  message: string;
}

export interface Accepted {
  status: 'aceptado';
  message: string;
}

export type ReviewAnswer = Accepted | Refused;

export const ACCEPTED_MESSAGE = 'Este comprobante fue aceptado en el ambiente de pruebas, por lo cual no tiene validez para fines tributarios.';

const rejected = (reason: string): Refused => ({ status: 'rechazado', message: `Este comprobante fue rechazado. ${reason}` });

const NOT_A_DOCUMENT = 'El documento recibido no es un comprobante electrónico v4.4 (factura, tiquete o nota de crédito).';
const CLAVE_MISMATCH = 'La clave no corresponde al número consecutivo, al emisor o a la fecha de emisión del comprobante.';
const CLAVE_USED = 'La clave ya fue utilizada en otro comprobante.';
const SIGNATURE_MESSAGES = {
  missing: 'El comprobante no está firmado.',
  invalid: 'La firma del comprobante electrónico no es válida: el documento fue modificado después de firmado o la firma está dañada.',
  policy: 'La firma del comprobante no tiene la política de firma de Hacienda (XAdES-EPES).',
} as const;
const WRONG_SIGNER = 'El certificado que firma el comprobante no pertenece al emisor.';

type Parsed = { root: Element; type: DocumentType };

const parse = (xml: string): Parsed | undefined => {
  try {
    const root = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml').documentElement;
    const type = root ? documentTypeOfRoot(root.localName ?? '') : undefined;
    if (!root || !type || root.namespaceURI !== DOCUMENT_KINDS[type].namespace) return undefined;
    return { root, type };
  } catch {
    return undefined;
  }
};

/** The children of `parent` named `name` (direct children only: Detalle is both a line's and OtrosCargos' field). */
const children = (parent: Element | undefined, name: string) =>
  parent ? Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === name) : [];
const child = (parent: Element | undefined, name: string): Element | undefined => children(parent, name)[0];
const text = (parent: Element | undefined, name: string) => child(parent, name)?.textContent?.trim();

/** Receiving: a document whose type and clave can be read is taken ('recibido'); anything else is refused at once. */
export const receiveDocument = (xml: string): Received | Refused => {
  const parsed = parse(xml);
  const clave = parsed && text(parsed.root, 'Clave');
  if (!parsed || !clave || !parseClave(clave)) return rejected(NOT_A_DOCUMENT);
  return { status: 'recibido', type: parsed.type, clave };
};

const claveMatches = (root: Element, type: DocumentType) => {
  const clave = parseClave(text(root, 'Clave'));
  const issuerId = text(child(child(root, 'Emisor'), 'Identificacion'), 'Numero');
  const issuedAt = Date.parse(text(root, 'FechaEmision') ?? '');
  if (!clave || Number.isNaN(issuedAt)) return false;
  const [year, month, day] = crDate(issuedAt).split('-').map(Number);
  return (
    clave.consecutivo === text(root, 'NumeroConsecutivo') &&
    clave.consecutivoParts.type === type &&
    clave.issuerId === issuerId &&
    clave.day === day &&
    clave.month === month &&
    clave.year === year % 100
  );
};

/** Digits of an identification, without leading zeros: 'CPF-01-0234-0567' and '102340567' are the same person. */
const idDigits = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');

/** One figure the document states and what it should be, for the message. */
interface Mismatch {
  field: string;
  line?: number;
  stated: string;
  expected: string;
  /** A message of its own, where the field is bounded rather than computed. */
  message?: string;
}

const figuresOf = (root: Element): { figures: LineFigures[]; lines: Element[] } | string => {
  const lines = children(child(root, 'DetalleServicio'), 'LineaDetalle');
  const figures: LineFigures[] = [];
  for (const [index, line] of lines.entries()) {
    const tax = children(line, 'Impuesto').find((element) => text(element, 'Codigo') === IVA_TAX_CODE);
    const quantity = parseQuantity(text(line, 'Cantidad'));
    const unitPrice = parseAmount(text(line, 'PrecioUnitario'));
    const unit = text(line, 'UnidadMedida') as HaciendaUnit;
    const tariffCode = text(tax, 'CodigoTarifaIVA') ?? '';
    const rate = rateOfTariff(tariffCode);
    const where = `Línea ${index + 1}: `;
    if (quantity === undefined || unitPrice === undefined || !(HACIENDA_UNITS as readonly string[]).includes(unit)) return `${where}la cantidad, la unidad o el precio unitario no son válidos.`;
    if (rate === undefined) return `${where}el código de tarifa del IVA (${tariffCode || 'vacío'}) no es válido.`;
    const statedRate = Number(text(tax, 'Tarifa') ?? rate);
    if (statedRate !== rate) return `${where}la tarifa del IVA (${statedRate}) no corresponde al código de tarifa ${tariffCode} (${rate}).`;
    // goods or service by the CABYS code; the unit must say the same
    const service = isServiceCabys(text(line, 'CodigoCABYS') ?? '');
    if (documentUnit(unit, service) !== unit) return `${where}la unidad de medida (${unit}) no corresponde a ${service ? 'un servicio' : 'una mercancía'} según su código CAByS.`;
    // which lines carry the service the XML does not say: the charge is read as stated (arithmeticMismatches)
    figures.push({ quantity, unitPrice, rate, tariffCode, service, carriesService: false });
  }
  return { figures, lines };
};

const arithmeticMismatches = (root: Element): Mismatch[] | string => {
  const read = figuresOf(root);
  if (typeof read === 'string') return read;
  const serviceCharges = children(root, 'OtrosCargos').filter((charge) => text(charge, 'TipoDocumentoOC') === '06');
  const stated = serviceCharges.reduce((sum, charge) => sum + (parseAmount(text(charge, 'MontoCargo')) ?? Number.NaN), 0);
  // a dollar charge's rounding to its cent (OtrosCargos 99: documentXml.ts) is added as stated
  const rounding = children(root, 'OtrosCargos')
    .filter((charge) => text(charge, 'TipoDocumentoOC') === '99')
    .reduce((sum, charge) => sum + (parseAmount(text(charge, 'MontoCargo')) ?? Number.NaN), 0);
  const totals: DocumentTotals = documentTotals(read.figures, serviceCharges.length > 0 ? stated : 0, rounding);
  const mismatches: Mismatch[] = [];
  const compare = (parent: Element | undefined, field: string, expected: number, line?: number, required = true) => {
    const stated = text(parent, field);
    if (stated === undefined && !required && expected === 0) return;
    if (stated === undefined || parseAmount(stated) !== expected) mismatches.push({ field, line, stated: stated ?? 'ausente', expected: formatAmount(expected) });
  };
  totals.lines.forEach((line, index) => {
    const element = read.lines[index];
    const tax = children(element, 'Impuesto').find((item) => text(item, 'Codigo') === IVA_TAX_CODE);
    compare(element, 'MontoTotal', line.amount, index + 1);
    compare(element, 'SubTotal', line.subtotal, index + 1);
    compare(element, 'BaseImponible', line.subtotal, index + 1);
    compare(tax, 'Monto', line.tax, index + 1);
    compare(element, 'ImpuestoNeto', line.tax, index + 1);
    compare(element, 'MontoTotalLinea', line.lineTotal, index + 1);
  });
  // the service is 10 % of the consumption of some of the lines: never more than 10 % of all of it
  const ceiling = percentOf(totals.netSale, SERVICE_CHARGE_PERCENT);
  if (Number.isNaN(stated) || stated > ceiling) {
    const shown = Number.isNaN(stated) ? 'inválido' : formatAmount(stated);
    mismatches.push({ field: 'MontoCargo', stated: shown, expected: formatAmount(ceiling), message: `El campo MontoCargo (${shown}) supera el 10 % del total de venta neta (${formatAmount(ceiling)}).` });
  }
  for (const charge of serviceCharges) {
    if (parseAmount(text(charge, 'PorcentajeOC') ?? String(SERVICE_CHARGE_PERCENT)) !== parseAmount(String(SERVICE_CHARGE_PERCENT))) {
      mismatches.push({ field: 'PorcentajeOC', stated: text(charge, 'PorcentajeOC') ?? '', expected: formatAmount(SERVICE_CHARGE_PERCENT * 100_000) });
    }
  }
  const summary = child(root, 'ResumenFactura');
  compare(summary, 'TotalServGravados', totals.servicesTaxed, undefined, false);
  compare(summary, 'TotalServExentos', totals.servicesExempt, undefined, false);
  compare(summary, 'TotalMercanciasGravadas', totals.goodsTaxed, undefined, false);
  compare(summary, 'TotalMercanciasExentas', totals.goodsExempt, undefined, false);
  compare(summary, 'TotalGravado', totals.taxed, undefined, false);
  compare(summary, 'TotalExento', totals.exempt, undefined, false);
  compare(summary, 'TotalVenta', totals.sale);
  compare(summary, 'TotalVentaNeta', totals.netSale);
  compare(summary, 'TotalImpuesto', totals.tax, undefined, false);
  compare(summary, 'TotalOtrosCargos', totals.otherCharges, undefined, false);
  compare(summary, 'TotalComprobante', totals.total);
  const payments = children(summary, 'MedioPago').map((payment) => parseAmount(text(payment, 'TotalMedioPago')));
  if (payments.length > 0) {
    const paid = payments.reduce<number>((sum, amount) => sum + (amount ?? Number.NaN), 0);
    if (paid !== totals.total) mismatches.push({ field: 'TotalMedioPago', stated: Number.isNaN(paid) ? 'inválido' : formatAmount(paid), expected: formatAmount(totals.total) });
  }
  return mismatches;
};

const mismatchMessage = ({ field, line, stated, expected, message }: Mismatch) =>
  message ?? `${line ? `Línea ${line}: el` : 'El'} campo ${field} (${stated}) no coincide con el cálculo (${expected}).`;

/** The schema's message without the namespace in braces: "Element 'UnidadMedida': …". */
const schemaMessage = (error: string) => error.replace(/^Schemas validity error : /, '').replace(/\{[^}]*\}/g, '');

/**
 * Reviewing: the checks in Hacienda's order; the first that fails is the answer. `isUsedClave`
 * tells whether another document already carried this clave (the caller's store).
 */
export const reviewDocument = async (xml: string, isUsedClave: (clave: string) => boolean = () => false): Promise<ReviewAnswer> => {
  const parsed = parse(xml);
  if (!parsed) return rejected(NOT_A_DOCUMENT);
  const { root, type } = parsed;
  if (!claveMatches(root, type)) return rejected(CLAVE_MISMATCH);
  if (isUsedClave(text(root, 'Clave') ?? '')) return rejected(CLAVE_USED);
  const schema = await validateDocument(type, xml);
  if (!schema.valid) return rejected(`El comprobante no cumple con el esquema XSD de la versión 4.4: ${schemaMessage(schema.errors[0] ?? '')}`);
  const signature = await verifyDocument(xml);
  if (!signature.valid) return rejected(SIGNATURE_MESSAGES[signature.problem ?? 'invalid']);
  const signerId = signature.certificate ? certificateSummary(signature.certificate).holderId : undefined;
  const issuerId = text(child(child(root, 'Emisor'), 'Identificacion'), 'Numero') ?? '';
  if (!signerId || idDigits(signerId) !== idDigits(issuerId)) return rejected(WRONG_SIGNER);
  const mismatches = arithmeticMismatches(root);
  if (typeof mismatches === 'string') return rejected(mismatches);
  if (mismatches.length > 0) return rejected(mismatchMessage(mismatches[0]));
  return { status: 'aceptado', message: ACCEPTED_MESSAGE };
};
