import { costaRicaIban } from '../../src/domain/iban';
import type { MerchantPaymentRow } from '../../src/domain/merchantPayment';
import { crDate, crDateTime, crStartOfDay, DAY_MS } from '../../src/domain/costaRicaTime';
import { asCents, fromCents, percentOfCents, type Cents } from '../../src/domain/minorUnits';
import type { Rng } from './random';
import { HISTORY_DAYS } from './transactions';
import type { BankRecord, Merchant } from '../storage/records';

export const MERCHANT_PAYMENT_COUNT = 5_000;

/** A stored report row (docs/spec-reference.md §3) and the merchant it pays, kept for lookups, never answered. */
export type MerchantPaymentRecord = MerchantPaymentRow & { merchant_id: number };

/**
 * Both currencies of one settlement, in the report's major units: gross, the processor's commission,
 * the 2 % income-tax advance, net. Worked out in integer minor units (src/domain/minorUnits.ts), so
 * the net is exactly the gross less the other two, to the cent.
 */
const amounts = (gross: Cents, commissionRate: number) => {
  const commission = percentOfCents(gross, commissionRate);
  const advance = percentOfCents(gross, 2);
  return [gross, commission, advance, asCents(gross - commission - advance)].map(fromCents) as [number, number, number, number];
};

/**
 * 5,000 settlements over the same 13 months as the transactions, created by the nightly batch
 * (01:00–04:59 Costa Rica time) into the merchant's account at its bank. Same date rule as the
 * transactions: day 0 is the build day, rows of day 0 only before the build moment.
 */
export const seedMerchantPayments = (r: Rng, merchants: Merchant[], banks: BankRecord[], now: number): MerchantPaymentRecord[] => {
  const today = crStartOfDay(now);
  const accounts = new Map(
    merchants.map((merchant) => [merchant.id, String(r.int(1, 9)) + String(r.int(0, 99999)).padStart(5, '0') + String(r.int(0, 99999999)).padStart(8, '0')]),
  );
  const rows: Omit<MerchantPaymentRecord, 'ID'>[] = [];
  for (let index = 0; index < MERCHANT_PAYMENT_COUNT; index++) {
    const merchant = r.pick(merchants);
    const bank = banks.find((candidate) => candidate.id === merchant.bank_id) ?? banks[0];
    const dayBack = r.int(0, HISTORY_DAYS);
    const nightly = ((r.int(1, 4) * 60 + r.int(0, 59)) * 60 + r.int(0, 59)) * 1000;
    const at = dayBack === 0 ? today + Math.floor((nightly / DAY_MS) * (now - today)) : today - dayBack * DAY_MS + nightly;
    const dollarAccount = merchant.currency_code === 840;
    // whole units and their cents drawn apart, as integers of minor units
    const localGross = asCents(dollarAccount ? (r.chance(0.3) ? r.int(10_000, 900_000) * 100 : 0) : r.int(25_000, 4_500_000) * 100 + r.int(0, 99));
    const dollarGross = asCents(dollarAccount ? r.int(80, 9_000) * 100 + r.int(0, 99) : r.chance(0.2) ? r.int(20, 1_500) * 100 + r.int(0, 99) : 0);
    const [PAGADODOLARES, PAGADO_COMISIONDOLARES, PAGADO_ADELANTORENTADOLARES, TOTALPAGODOLARES] = amounts(dollarGross, merchant.paymentRatePercentage);
    const [PAGADOLOCAL, PAGADO_COMISIONLOCAL, PAGADO_ADELANTORENTALOCAL, TOTALPAGOLOCAL] = amounts(localGross, merchant.paymentRatePercentage);
    const ESTADO = dayBack <= 1 ? 'PENDIENTE' : r.chance(0.03) ? 'RECHAZADO' : 'PAGADO';
    rows.push({
      EMPRESA: merchant.name,
      CANTIDAD_PAGOS: r.int(1, 320),
      PAGADODOLARES,
      PAGADO_COMISIONDOLARES,
      PAGADO_ADELANTORENTADOLARES,
      TOTALPAGODOLARES,
      PAGADOLOCAL,
      PAGADO_COMISIONLOCAL,
      PAGADO_ADELANTORENTALOCAL,
      TOTALPAGOLOCAL,
      FECHA_CREACION: crDateTime(at),
      ESTADO,
      BANCO: bank.name,
      CUENTA_IBAN: costaRicaIban(bank.code, accounts.get(merchant.id) ?? '0'.repeat(14)),
      MONEDA: dollarAccount ? 'USD' : 'CRC',
      // one batch per night and bank
      BATCHID: `LQ${crDate(at).replace(/-/g, '')}-${bank.code.padStart(3, '0').slice(-3)}`,
      ESTADO_BATCHID: ESTADO === 'PENDIENTE' ? 'EN PROCESO' : ESTADO === 'RECHAZADO' ? 'CON ERRORES' : 'PROCESADO',
      merchant_id: merchant.id,
    });
  }
  rows.sort((a, b) => (a.FECHA_CREACION < b.FECHA_CREACION ? -1 : a.FECHA_CREACION > b.FECHA_CREACION ? 1 : 0));
  return rows.map((row, index) => ({ ID: index + 1, ...row }));
};
