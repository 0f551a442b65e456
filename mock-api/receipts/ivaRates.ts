/**
 * CodigoTarifaIVA for a CABYS code's IVA rate (mock-api/receipts/README.md). CABYS publishes 0, 1, 2,
 * 4 and 13 %. A rate of 0 is the tarifa 0 % (01, 'Artículo 32, num 1, RLIVA'): the catalogue states
 * a rate, not an exemption, and the portal knows of no product the law exempts, so it never issues
 * 'Tarifa Exenta' (10); a document that says 10 (one issued before) still reads as 0 % and exempt.
 */
export const IVA_TAX_CODE = '01';

/** The code the portal issues for each CABYS rate (percent). */
const ISSUED: Record<number, string> = { 0: '01', 1: '02', 2: '03', 4: '04', 13: '08' };
/** Tarifa Exenta: only where the law exempts (none of the portal's products). */
const EXEMPT = '10';

/** The tariff code of a CABYS rate (percent), or undefined for a rate CABYS does not use. */
export const ivaTariffCode = (ratePercent: number): string | undefined => ISSUED[ratePercent];

/** Exenta: the line counts as exempt in the summary (TotalServExentos, TotalMercanciasExentas). */
export const isExemptTariff = (tariffCode: string) => tariffCode === EXEMPT;

/** The rate (percent) of a tariff code the portal reads (its own, and exenta at 0), or undefined for another code. */
export const rateOfTariff = (tariffCode: string): number | undefined => {
  if (tariffCode === EXEMPT) return 0;
  const entry = Object.entries(ISSUED).find(([, code]) => code === tariffCode);
  return entry ? Number(entry[0]) : undefined;
};
