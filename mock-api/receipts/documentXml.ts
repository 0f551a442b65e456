import { create } from 'xmlbuilder2';
import { crDateTime } from '../../src/domain/costaRicaTime';
import { identificationFits } from '../../src/domain/fiscalIdentification';
import { amountUnits, formatAmount, formatQuantity, quantityUnits } from './amounts';
import { parseClave } from './clave';
import type { DocumentInput, DocumentLine, Identification } from './documentInput';
import { documentTotals, SERVICE_CHARGE_PERCENT, type DocumentTotals, type LineFigures } from './documentTotals';
import { DOCUMENT_KINDS } from './documentTypes';
import { isServiceCabys } from './cabysSections';
import { IVA_TAX_CODE, ivaTariffCode } from './ivaRates';
import { documentUnit } from './units';

/**
 * An electronic document (tiquete 04, factura 01, nota de crédito 03) as Hacienda's v4.4 XML,
 * unsigned: the element order and names of the schemas in mock-api/receipts/xsd/, the figures of
 * mock-api/receipts/documentTotals.ts. Built with xmlbuilder2, which escapes every text.
 * Input that the schema would refuse or that would make wrong figures throws a RangeError naming it.
 */
export interface BuiltDocument {
  xml: string;
  totals: DocumentTotals;
}

/** CondicionVenta 01: contado, the only condition of a restaurant's paid order. */
const CASH_SALE = '01';
/** InformacionReferencia/Codigo 01: anula el documento de referencia. */
const CANCELS_REFERENCE = '01';
const SERVICE_CHARGE_TYPE = '06';
const SERVICE_CHARGE_DETAIL = 'Impuesto de servicio 10%';
/** OtrosCargos 99 ('Otros cargos'), which v4.4 asks to describe in TipoDocumentoOTROS: a dollar charge's rounding to its cent. */
export const ROUNDING_CHARGE_TYPE = '99';
const ROUNDING_CHARGE_KIND = 'Redondeo al centavo del cobro con tarjeta';
const ROUNDING_CHARGE_DETAIL = 'Redondeo al centavo';
/** At most this many hundred-thousandths: a rounding, never a price (mock-api/restaurant/dollarSale.ts NEAREST_GAP). */
const ROUNDING_MAX = 999;

const refuse = (what: string): never => {
  throw new RangeError(what);
};

const lineFigures = (line: DocumentLine, index: number): LineFigures => {
  const where = `line ${index + 1}`;
  if (!/^\d{13}$/.test(line.cabys)) refuse(`${where}: CABYS code must be 13 digits`);
  const quantity = quantityUnits(line.quantity);
  if (quantity === undefined || quantity <= 0) return refuse(`${where}: quantity must be positive with at most 3 decimals`);
  const unitPrice = amountUnits(line.unitPrice);
  if (unitPrice === undefined || unitPrice < 0) return refuse(`${where}: unit price must be 0 or more with at most 5 decimals`);
  const tariffCode = ivaTariffCode(line.ivaRate) ?? refuse(`${where}: IVA rate ${line.ivaRate} % is not a CABYS rate`);
  return { quantity, unitPrice, rate: line.ivaRate, tariffCode, service: isServiceCabys(line.cabys), carriesService: line.carriesService };
};

const checkInput = (input: DocumentInput) => {
  const clave = parseClave(input.clave) ?? refuse('clave is not a clave');
  if (clave.consecutivo !== input.consecutivo) refuse('clave does not carry the consecutivo');
  if (clave.consecutivoParts.type !== input.type) refuse('consecutivo is not of the document type');
  if (clave.issuerId !== input.issuer.identification.number) refuse("clave does not carry the issuer's identification");
  if (!identificationFits(input.issuer.identification.type, input.issuer.identification.number)) refuse("the issuer's identification does not fit its type");
  if (!/^\d{6}$/.test(input.issuer.activityCode)) refuse('the activity code must be 6 digits');
  if (input.receiver && !identificationFits(input.receiver.identification.type, input.receiver.identification.number)) refuse("the receiver's identification does not fit its type");
  if (input.type === '01' && !input.receiver) refuse('a factura needs its receiver');
  if (input.type === '03' && !input.reference) refuse('a nota de crédito needs the document it references');
  if (input.lines.length === 0) refuse('a document needs at least one line');
  if (!(input.exchangeRate > 0) || amountUnits(input.exchangeRate) === undefined) refuse('exchange rate must be positive with at most 5 decimals');
  if (input.currency === 'CRC' && input.exchangeRate !== 1) refuse('colones are at exchange rate 1');
  const rounding = input.rounding ?? 0;
  if (!Number.isInteger(rounding) || rounding < 0 || rounding > ROUNDING_MAX) refuse('rounding must be a whole number of hundred-thousandths below a cent');
};

const identification = ({ type, number }: Identification) => ({ Tipo: type, Numero: number });

export const buildDocumentXml = (input: DocumentInput): BuiltDocument => {
  checkInput(input);
  const rounding = input.rounding ?? 0;
  const totals = documentTotals(input.lines.map(lineFigures), undefined, rounding);
  // the service is written when a line carries it: a book alone, or a merchant without table service, has none
  const serviced = totals.lines.some((line) => line.carriesService);
  const kind = DOCUMENT_KINDS[input.type];
  const { issuer, receiver, reference } = input;

  const lines = totals.lines.map((figures, index) => {
    const line = input.lines[index];
    return {
      NumeroLinea: index + 1,
      CodigoCABYS: line.cabys,
      Cantidad: formatQuantity(figures.quantity),
      UnidadMedida: documentUnit(line.unit, figures.service),
      Detalle: line.detail,
      PrecioUnitario: formatAmount(figures.unitPrice),
      MontoTotal: formatAmount(figures.amount),
      SubTotal: formatAmount(figures.subtotal),
      BaseImponible: formatAmount(figures.subtotal),
      Impuesto: { Codigo: IVA_TAX_CODE, CodigoTarifaIVA: figures.tariffCode, Tarifa: figures.rate.toFixed(2), Monto: formatAmount(figures.tax) },
      ImpuestoAsumidoEmisorFabrica: formatAmount(0),
      ImpuestoNeto: formatAmount(figures.tax),
      MontoTotalLinea: formatAmount(figures.lineTotal),
    };
  });

  const document = {
    '@xmlns': kind.namespace,
    Clave: input.clave,
    ProveedorSistemas: input.providerId,
    CodigoActividadEmisor: issuer.activityCode,
    NumeroConsecutivo: input.consecutivo,
    FechaEmision: crDateTime(input.issuedAt),
    Emisor: {
      Nombre: issuer.name,
      Identificacion: identification(issuer.identification),
      ...(issuer.commercialName ? { NombreComercial: issuer.commercialName } : {}),
      Ubicacion: {
        Provincia: String(issuer.address.province),
        Canton: String(issuer.address.canton).padStart(2, '0'),
        Distrito: String(issuer.address.district).padStart(2, '0'),
        OtrasSenas: issuer.address.otherSigns,
      },
      CorreoElectronico: issuer.email,
    },
    ...(receiver ? { Receptor: { Nombre: receiver.name, Identificacion: identification(receiver.identification), CorreoElectronico: receiver.email } } : {}),
    CondicionVenta: CASH_SALE,
    DetalleServicio: { LineaDetalle: lines },
    ...(serviced || rounding > 0
      ? {
          OtrosCargos: [
            ...(serviced
              ? [{ TipoDocumentoOC: SERVICE_CHARGE_TYPE, Detalle: SERVICE_CHARGE_DETAIL, PorcentajeOC: SERVICE_CHARGE_PERCENT.toFixed(5), MontoCargo: formatAmount(totals.serviceCharge) }]
              : []),
            ...(rounding > 0 ? [{ TipoDocumentoOC: ROUNDING_CHARGE_TYPE, TipoDocumentoOTROS: ROUNDING_CHARGE_KIND, Detalle: ROUNDING_CHARGE_DETAIL, MontoCargo: formatAmount(rounding) }] : []),
          ],
        }
      : {}),
    ResumenFactura: {
      CodigoTipoMoneda: { CodigoMoneda: input.currency, TipoCambio: formatAmount(amountUnits(input.exchangeRate) ?? 0) },
      TotalServGravados: formatAmount(totals.servicesTaxed),
      TotalServExentos: formatAmount(totals.servicesExempt),
      TotalMercanciasGravadas: formatAmount(totals.goodsTaxed),
      TotalMercanciasExentas: formatAmount(totals.goodsExempt),
      TotalGravado: formatAmount(totals.taxed),
      TotalExento: formatAmount(totals.exempt),
      TotalVenta: formatAmount(totals.sale),
      TotalDescuentos: formatAmount(0),
      TotalVentaNeta: formatAmount(totals.netSale),
      TotalDesgloseImpuesto: totals.taxByTariff.map((entry) => ({ Codigo: IVA_TAX_CODE, CodigoTarifaIVA: entry.tariffCode, TotalMontoImpuesto: formatAmount(entry.amount) })),
      TotalImpuesto: formatAmount(totals.tax),
      TotalImpAsumEmisorFabrica: formatAmount(0),
      ...(serviced || rounding > 0 ? { TotalOtrosCargos: formatAmount(totals.otherCharges) } : {}),
      MedioPago: { TipoMedioPago: input.payment, TotalMedioPago: formatAmount(totals.total) },
      TotalComprobante: formatAmount(totals.total),
    },
    ...(reference
      ? {
          InformacionReferencia: {
            TipoDocIR: reference.type,
            Numero: reference.clave,
            FechaEmisionIR: crDateTime(reference.issuedAt),
            Codigo: reference.code ?? CANCELS_REFERENCE,
            Razon: reference.reason,
          },
        }
      : {}),
  };
  const xml = create({ version: '1.0', encoding: 'utf-8' }, { [kind.root]: document }).end({ prettyPrint: false });
  return { xml, totals };
};
