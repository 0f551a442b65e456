/**
 * CodigoTarifaIVA for a CABYS code's IVA rate (mock-api/receipts/README.md). CABYS publishes 0, 1, 2,
 * 4 and 13 %; a 0 % good or service is issued as exenta (10), which v4.4 keeps apart from the 0 %
 * rate with credit of exports (01).
 */
export const IVA_TAX_CODE = '01';

const TARIFF_CODES: Record<number, string> = { 0: '10', 1: '02', 2: '03', 4: '04', 13: '08' };

/** The tariff code of a CABYS rate (percent), or undefined for a rate CABYS does not use. */
export const ivaTariffCode = (ratePercent: number): string | undefined => TARIFF_CODES[ratePercent];

/** Exenta: the line counts as exempt in the summary. */
export const isExemptTariff = (tariffCode: string) => tariffCode === '10';

/** The rate (percent) of a tariff code the portal issues, or undefined for another code. */
export const rateOfTariff = (tariffCode: string): number | undefined => {
  const entry = Object.entries(TARIFF_CODES).find(([, code]) => code === tariffCode);
  return entry ? Number(entry[0]) : undefined;
};
