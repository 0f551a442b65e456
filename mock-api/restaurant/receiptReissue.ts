import { DOMParser, type Element } from '@xmldom/xmldom';
import type { IdentificationTypeCode } from '../../src/domain/fiscalIdentification';
import { parseAmount, parseQuantity } from '../receipts/amounts';
import { buildClave, newSecurityCode } from '../receipts/clave';
import { buildConsecutivo } from '../receipts/consecutivo';
import type { Currency, DocumentLine, PaymentMethod, Receiver, Reference } from '../receipts/documentInput';
import { buildDocumentXml } from '../receipts/documentXml';
import { rateOfTariff } from '../receipts/ivaRates';
import { signDocument } from '../receipts/signing';
import { haciendaUnitOf, type HaciendaUnit } from '../receipts/units';
import { validateDocument } from '../receipts/xsdValidation';
import type { StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { issuerOf, PORTAL_PROVIDER_ID, SEQUENCES, sequenceKey, serviceLinesOf, type DocumentSequenceRecord, type ElectronicDocumentRecord, type PreparedDocument } from './electronicReceipts';
import { sendDocument, situacionNow } from './receptionSwitch';
import { merchantSigningKey } from './signingKeys';

/**
 * 'Reenviar' on a rejected document. Hacienda never takes a rejected clave again
 * (its reception answers 'La clave ya fue utilizada') and a consecutivo is never reused, so the
 * merchant's practice, once the cause is corrected, is to issue the sale again: a new document of
 * the same type with the next consecutivo and a new clave, dated now, for the same sale. The
 * sale's figures come from the rejected XML (what the diner paid, how and in which currency, the
 * receiver of a factura, the document a nota de crédito cancels); what the merchant may have
 * corrected comes from the records as they are now: its fiscal identity and signing key, and each
 * line's CABYS code and unit from the order's product. The rejected document stays, 'rechazado',
 * naming the one that replaced it (docs/departures.md).
 */

const children = (parent: Element | undefined, name: string) =>
  parent ? Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === name) : [];
const child = (parent: Element | undefined, name: string) => children(parent, name)[0];
const text = (parent: Element | undefined, name: string) => child(parent, name)?.textContent?.trim() ?? '';

interface Sale {
  lines: DocumentLine[];
  payment: PaymentMethod;
  currency: Currency;
  exchangeRate: number;
  receiver?: Receiver;
  reference?: Reference;
  /** A dollar document's rounding to the card's cent (OtrosCargos 99), kept as the rejected one stated it. */
  rounding?: number;
}

/** The sale as the rejected document states it; lines whose product the merchant corrected take its code and unit now. */
const saleOf = (state: StateWithRestaurant, document: ElectronicDocumentRecord): Sale => {
  const root = new DOMParser({ onError: () => undefined }).parseFromString(document.xml, 'text/xml').documentElement ?? undefined;
  const order = state.orders.find((candidate) => candidate.id === document.order_id && candidate.merchant_id === document.merchant_id);
  const elements = children(child(root, 'DetalleServicio'), 'LineaDetalle');
  // the service on the lines the rejected one charged it on (its record says which)
  const hasService = children(root, 'OtrosCargos').some((charge) => text(charge, 'TipoDocumentoOC') === '06');
  const serviced = new Set(serviceLinesOf(document, elements.length, hasService));
  const lines = elements.map((line, index): DocumentLine => {
    const detail = text(line, 'Detalle');
    const tax = child(line, 'Impuesto');
    const sold = order?.products.find((candidate) => candidate.name === detail);
    const product = sold && state.products.find((candidate) => candidate.id === sold.id && candidate.merchant_id === document.merchant_id);
    const unit = product && haciendaUnitOf(product.unit);
    return {
      cabys: product?.cabysCode ?? text(line, 'CodigoCABYS'),
      quantity: (parseQuantity(text(line, 'Cantidad')) ?? 0) / 1000,
      unit: unit ?? (text(line, 'UnidadMedida') as HaciendaUnit),
      detail,
      unitPrice: (parseAmount(text(line, 'PrecioUnitario')) ?? 0) / 100_000,
      ivaRate: rateOfTariff(text(tax, 'CodigoTarifaIVA')) ?? Number(text(tax, 'Tarifa')),
      carriesService: serviced.has(index + 1),
    };
  });
  const summary = child(root, 'ResumenFactura');
  const money = child(summary, 'CodigoTipoMoneda');
  const receiver = child(root, 'Receptor');
  const reference = child(root, 'InformacionReferencia');
  const identification = (parent: Element | undefined) => ({ type: text(child(parent, 'Identificacion'), 'Tipo') as IdentificationTypeCode, number: text(child(parent, 'Identificacion'), 'Numero') });
  const rounding = children(root, 'OtrosCargos')
    .filter((charge) => text(charge, 'TipoDocumentoOC') === '99')
    .reduce((sum, charge) => sum + (parseAmount(text(charge, 'MontoCargo')) ?? 0), 0);
  return {
    lines,
    ...(rounding > 0 ? { rounding } : {}),
    payment: (text(child(summary, 'MedioPago'), 'TipoMedioPago') || '02') as PaymentMethod,
    currency: text(money, 'CodigoMoneda') === 'USD' ? 'USD' : 'CRC',
    exchangeRate: (parseAmount(text(money, 'TipoCambio')) ?? 100_000) / 100_000,
    ...(receiver ? { receiver: { name: text(receiver, 'Nombre'), identification: identification(receiver), email: text(receiver, 'CorreoElectronico') } } : {}),
    ...(reference
      ? {
          reference: {
            type: text(reference, 'TipoDocIR') as Reference['type'],
            clave: text(reference, 'Numero'),
            issuedAt: Date.parse(text(reference, 'FechaEmisionIR')),
            reason: text(reference, 'Razon'),
          },
        }
      : {}),
  };
};

/**
 * The re-issue of a rejected document, built, signed and checked against its v4.4 schema, with the
 * next number of its counter (taken by the caller with takeNumber, in one save with the mark on
 * the rejected one), or undefined when it cannot be built (the cause is not corrected yet).
 */
export const prepareReissue = async (dataFile: string, state: StateWithRestaurant, merchant: Merchant, rejected: ElectronicDocumentRecord, now: number): Promise<PreparedDocument | undefined> => {
  const issuer = issuerOf(merchant);
  const fiscal = merchant.fiscal;
  if (!issuer || !fiscal) return undefined;
  try {
    const { establishment, terminal } = fiscal;
    const counters = Array.isArray(state[SEQUENCES]) ? (state[SEQUENCES] as DocumentSequenceRecord[]) : [];
    const number = (counters.find(sequenceKey(merchant.id, establishment, terminal, rejected.type))?.last ?? 0) + 1;
    const consecutivo = buildConsecutivo({ establishment: Number(establishment), terminal: Number(terminal), type: rejected.type, sequence: number });
    const clave = buildClave({ issuedAt: now, issuerId: fiscal.identificationNumber, consecutivo, situacion: situacionNow(), securityCode: newSecurityCode() });
    const sale = saleOf(state, rejected);
    const { xml } = buildDocumentXml({ type: rejected.type, clave, consecutivo, issuedAt: now, providerId: PORTAL_PROVIDER_ID, issuer, ...sale });
    const signed = await signDocument(xml, await merchantSigningKey(dataFile, merchant.id, fiscal, fiscal.legalName), new Date(now));
    const schema = await validateDocument(rejected.type, signed);
    if (!schema.valid) throw new RangeError(`the re-issue does not meet the v4.4 schema: ${schema.errors[0] ?? ''}`);
    const sent = sendDocument(signed);
    return {
      record: {
        merchant_id: merchant.id,
        order_id: rejected.order_id,
        type: rejected.type,
        clave,
        consecutivo,
        issuedAt: now,
        status: sent.status,
        ...(sent.status === 'rechazado' ? { message: sent.message } : {}),
        xml: signed,
        replaces: rejected.clave,
        serviceLines: sale.lines.flatMap((line, index) => (line.carriesService ? [index + 1] : [])),
      },
      sequence: { establishment, terminal, number },
    };
  } catch (error) {
    console.error(`[mock-api] document ${rejected.consecutivo}: not issued again: ${(error as Error).message}`);
    return undefined;
  }
};
