import { SERVICE_CHARGE_PERCENT } from '../../src/domain/serviceCharge';
import { lineAmount, percentOf } from './amounts';
import { isExemptTariff } from './ivaRates';

/**
 * The arithmetic of an electronic document by the schema's formulas (mock-api/receipts/README.md),
 * in whole hundred-thousandths (mock-api/receipts/amounts.ts). The builder writes these figures and
 * Hacienda's reception simulator recomputes them from what the XML says, with this same function.
 */

/** The 10 % restaurant service (Ley 4946), OtrosCargos 06: src/domain/serviceCharge.ts says which lines take it. */
export { SERVICE_CHARGE_PERCENT };

/** A line as the arithmetic needs it. */
export interface LineFigures {
  quantity: number; // thousandths
  unitPrice: number; // hundred-thousandths
  /** IVA rate in percent. */
  rate: number;
  tariffCode: string;
  /** Counts as a service (else a good) in the summary: its CABYS code is of sections 5 to 9 (cabysSections.ts). */
  service: boolean;
  /** The 10 % service (OtrosCargos 06) is charged on this line's base (src/domain/serviceCharge.ts). */
  carriesService: boolean;
}

export interface LineTotals extends LineFigures {
  /** MontoTotal = Cantidad × PrecioUnitario. */
  amount: number;
  /** SubTotal (no discounts) = BaseImponible. */
  subtotal: number;
  /** Impuesto/Monto = ImpuestoNeto (nothing exonerated, nothing assumed by the issuer). */
  tax: number;
  /** MontoTotalLinea = SubTotal + ImpuestoNeto. */
  lineTotal: number;
}

export interface DocumentTotals {
  lines: LineTotals[];
  servicesTaxed: number;
  servicesExempt: number;
  goodsTaxed: number;
  goodsExempt: number;
  taxed: number;
  exempt: number;
  /** TotalVenta = gravado + exento (+ exonerado + no sujeto, none here). */
  sale: number;
  /** TotalVentaNeta = TotalVenta − TotalDescuentos (none). */
  netSale: number;
  /** TotalDesgloseImpuesto: IVA per tariff code, in the order the codes first appear. */
  taxByTariff: { tariffCode: string; amount: number }[];
  /** TotalImpuesto = Σ ImpuestoNeto. */
  tax: number;
  /** The base the service is charged on: Σ SubTotal of the lines that carry it. */
  serviceBase: number;
  /** The service's MontoCargo, 0 when no line carries it. */
  serviceCharge: number;
  /** The rounding of a dollar charge to its cent (OtrosCargos 99, documentInput.ts `rounding`), 0 without. */
  rounding: number;
  /** TotalOtrosCargos: the service and the rounding. */
  otherCharges: number;
  /** TotalComprobante = TotalVentaNeta + TotalImpuesto + TotalOtrosCargos − TotalIVADevuelto (none). */
  total: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * `statedService`: the reception reads the service as the document states it (which lines it
 * covers is the issuer's to know, the XML does not say); the issuer leaves it out and the service is
 * 10 % of the base of its lines that carry it, rounded once. `rounding`: a dollar document's
 * OtrosCargos 99 (documentInput.ts), added to the other charges.
 */
export const documentTotals = (figures: LineFigures[], statedService?: number, rounding = 0): DocumentTotals => {
  const lines = figures.map((line): LineTotals => {
    const amount = lineAmount(line.quantity, line.unitPrice);
    const tax = percentOf(amount, line.rate);
    return { ...line, amount, subtotal: amount, tax, lineTotal: amount + tax };
  });
  const part = (service: boolean, exempt: boolean) =>
    sum(lines.filter((line) => line.service === service && isExemptTariff(line.tariffCode) === exempt).map((line) => line.subtotal));
  const [servicesTaxed, servicesExempt, goodsTaxed, goodsExempt] = [part(true, false), part(true, true), part(false, false), part(false, true)];
  const taxByTariff: DocumentTotals['taxByTariff'] = [];
  for (const line of lines) {
    const entry = taxByTariff.find((item) => item.tariffCode === line.tariffCode);
    if (entry) entry.amount += line.tax;
    else taxByTariff.push({ tariffCode: line.tariffCode, amount: line.tax });
  }
  const taxed = servicesTaxed + goodsTaxed;
  const exempt = servicesExempt + goodsExempt;
  const sale = taxed + exempt;
  const netSale = sale;
  const tax = sum(lines.map((line) => line.tax));
  // on the consumption before taxes of what carries it (Ley 4946: what is consumed at the restaurant)
  const serviceBase = sum(lines.filter((line) => line.carriesService).map((line) => line.subtotal));
  const serviceCharge = statedService ?? percentOf(serviceBase, SERVICE_CHARGE_PERCENT);
  const otherCharges = serviceCharge + rounding;
  return { lines, servicesTaxed, servicesExempt, goodsTaxed, goodsExempt, taxed, exempt, sale, netSale, taxByTariff, tax, serviceBase, serviceCharge, rounding, otherCharges, total: netSale + tax + otherCharges };
};
