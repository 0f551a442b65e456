import { DOMParser, type Element } from '@xmldom/xmldom';
import { crDateTime } from '../../src/domain/costaRicaTime';
import type { ReceiptRow } from '../../src/domain/wire/receipts';
import { parseAmount, parseQuantity } from '../receipts/amounts';
import type { ElectronicDocumentRecord } from './electronicReceipts';

/**
 * What the 'Comprobantes' screen lists of a stored document that only its signed XML says: the
 * total, the currency, the MedioPago codes and the receiver. Read from the XML whatever issued it
 * (card, cash or SINPE Móvil, tiquete, factura or nota de crédito), once per document: the XML of a
 * stored document never changes, so what is read is kept beside it in memory (a WeakMap keyed by
 * the record), and a month's listing never parses anything twice.
 */
interface XmlFacts {
  currency: 'CRC' | 'USD';
  /** TotalComprobante in hundred-thousandths (mock-api/receipts/amounts.ts). */
  totalUnits: number;
  payments: string[];
  receiver?: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]);
/** The text of the first element of that name (the documents are written without a prefix; the signature's carry `ds:`). */
const first = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

const facts = new WeakMap<ElectronicDocumentRecord, XmlFacts>();

const factsOf = (document: ElectronicDocumentRecord): XmlFacts => {
  let known = facts.get(document);
  if (!known) {
    const { xml } = document;
    const receiver = /<Receptor><Nombre>([^<]*)<\/Nombre>/.exec(xml)?.[1];
    known = {
      currency: first(xml, 'CodigoMoneda') === 'USD' ? 'USD' : 'CRC',
      totalUnits: parseAmount(first(xml, 'TotalComprobante')) ?? 0,
      payments: [...xml.matchAll(/<TipoMedioPago>(\d{2})<\/TipoMedioPago>/g)].map((match) => match[1]),
      ...(receiver ? { receiver: unescape(receiver) } : {}),
    };
    facts.set(document, known);
  }
  return known;
};

/** The total in hundred-thousandths and the currency: the totals add these (exact) before turning them into major units. */
export const totalOf = (document: ElectronicDocumentRecord) => {
  const { currency, totalUnits } = factsOf(document);
  return { currency, units: totalUnits };
};

export const unitsToMajor = (units: number) => units / 100_000;

/**
 * Hundred-thousandths to whole céntimos, half away from zero: what the list, its totals and its CSV
 * show (140478.50003 is ₡140 478,50); the XML keeps its 5 decimals.
 */
export const unitsToCents = (units: number) => Math.sign(units) * Math.round(Math.abs(units) / 1000);
export const centsToMajor = (cents: number) => cents / 100;

/** Situación, the 42nd digit of the clave (mock-api/receipts/clave.ts). */
export const situacionOf = (clave: string) => clave.charAt(41) as ReceiptRow['situacion'];

export const receiptRowOf = (document: ElectronicDocumentRecord): ReceiptRow => {
  const { currency, totalUnits, payments, receiver } = factsOf(document);
  return {
    clave: document.clave,
    consecutivo: document.consecutivo,
    type: document.type,
    status: document.status,
    ...(document.message ? { message: document.message } : {}),
    situacion: situacionOf(document.clave),
    issuedAt: crDateTime(document.issuedAt),
    orderId: document.order_id,
    voucherId: document.voucher_id,
    currency,
    total: centsToMajor(unitsToCents(totalUnits)),
    payments,
    ...(receiver ? { receiver } : {}),
    ...(document.references ? { corrects: document.references } : {}),
    ...(document.mailStatus ? { mail: document.mailStatus } : {}),
    ...(document.replaces ? { replaces: document.replaces } : {}),
    ...(document.replacedBy ? { replacedBy: document.replacedBy } : {}),
  };
};

const childrenNamed = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === name);
const childText = (parent: Element, name: string) => childrenNamed(parent, name)[0]?.textContent?.trim() ?? '';

/** The document's lines, for its detail: what was sold, how much, and the line's total with its tax. */
export const receiptLinesOf = (document: ElectronicDocumentRecord) => {
  const root = new DOMParser({ onError: () => undefined }).parseFromString(document.xml, 'text/xml').documentElement;
  const detail = root ? childrenNamed(root, 'DetalleServicio')[0] : undefined;
  if (!detail) return [];
  return childrenNamed(detail, 'LineaDetalle').map((line) => ({
    detail: childText(line, 'Detalle'),
    quantity: (parseQuantity(childText(line, 'Cantidad')) ?? 0) / 1000,
    unit: childText(line, 'UnidadMedida'),
    lineTotal: unitsToMajor(parseAmount(childText(line, 'MontoTotalLinea')) ?? 0),
  }));
};
