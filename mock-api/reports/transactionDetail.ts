import { CRC } from '../../src/domain/money';
import type { TransactionDetail } from '../../src/domain/wire/transactionDetail';
import type { MerchantPaymentRecord } from '../seed/merchantPayments';
import type { TariffRecord } from '../seed/tariffs';
import type { Merchant, TransactionRecord } from '../storage/records';
import { transactionSign } from './reportTotals';
import { createTimeIndex, rangeOf, type TimeIndex } from './timeIndex';
import { transactionRow } from './transactionRows';

/**
 * GET /transaction/{transactionId}'s answer (our addition, docs/departures.md lists it): the report row and
 * what the report does not show. The seeded records do not link a transaction to its tariff or
 * its settlement, so both are derived by the rules below, the same for every transaction.
 */

const BRAND_IDS: Record<TransactionRecord['scheme'], number> = { VISA: 1, MasterCard: 2, 'American Express': 3 };
/** The QR menu's payments are online (channel 2); the rest were taken at the counter (channel 1, POS). */
const QR_PAYER = 'Menú QR';

/**
 * The tariff of the merchant for the card's brand and the currency, on the transaction's channel
 * (online for a QR payment, else POS; POS when the merchant has no online tariff). A record does
 * not say credit or debit: credit (payment type 1) when the merchant has it, else the first one.
 */
export const tariffFor = (row: TransactionRecord, tariffs: readonly TariffRecord[]) => {
  const brandId = BRAND_IDS[row.scheme];
  const candidates = tariffs.filter((tariff) => tariff.merchantId === row.merchant_id && tariff.brandId === brandId && tariff.currencyId === row.currency_code);
  const channel = row.full_name === QR_PAYER && candidates.some((tariff) => tariff.channelId === 2) ? 2 : 1;
  const onChannel = candidates.filter((tariff) => tariff.channelId === channel);
  const pool = onChannel.length ? onChannel : candidates;
  return pool.find((tariff) => tariff.paymentTypeId === 1) ?? pool[0] ?? null;
};

/** The commission in minor units: the rate on the amount, given back by a refund or a void, nothing on a declined one. */
export const commissionOf = (row: TransactionRecord, commission: number) => transactionSign(row) * Math.round((row.amount * commission) / 100);

const settlementIndex = createTimeIndex<MerchantPaymentRecord>({ time: (row) => row.FECHA_CREACION, id: (row) => row.ID, group: (row) => row.merchant_id });

/**
 * The settlement a transaction was paid in: the merchant's first payment created after it that
 * pays in the transaction's currency (the nightly batch settles what the day sold). None for a
 * declined one, nor for one newer than the merchant's last payment (not settled yet).
 */
export const settlementFor = (row: TransactionRecord, payments: MerchantPaymentRecord[]) => {
  if (row.status === 'DECLINED') return null;
  const slice = settlementIndex.of(payments).byGroup.get(row.merchant_id);
  if (!slice) return null;
  // newest first: [start, end) are the payments after the transaction, the oldest of them last
  const { start, end } = rangeOf(slice, Date.parse(row.date_time) + 1, Number.MAX_SAFE_INTEGER);
  for (let position = end - 1; position >= start; position--) {
    const payment = slice.rows[position];
    const paysCurrency = row.currency_code === CRC ? Number(payment.TOTALPAGOLOCAL) > 0 : Number(payment.TOTALPAGODOLARES) > 0;
    if (paysCurrency) return payment;
  }
  return null;
};

/** Portal refunds name their sale (`refund_of`): the refunds of each sale, built once per index. */
const refundsBySale = new WeakMap<object, Map<number, TransactionRecord[]>>();
const refundsOf = (index: TimeIndex<TransactionRecord>, saleId: number) => {
  let map = refundsBySale.get(index.all);
  if (!map) {
    map = new Map();
    for (const row of index.all.rows) {
      if (row.refund_of === undefined) continue;
      map.set(row.refund_of, [...(map.get(row.refund_of) ?? []), row]);
    }
    refundsBySale.set(index.all, map);
  }
  return map.get(saleId) ?? [];
};

export const transactionDetail = (
  row: TransactionRecord,
  index: TimeIndex<TransactionRecord>,
  state: { merchants: Merchant[]; tariffs: TariffRecord[]; payments: MerchantPaymentRecord[] },
): TransactionDetail => {
  const merchants = new Map(state.merchants.map((merchant) => [merchant.id, merchant]));
  const merchant = merchants.get(row.merchant_id);
  const tariff = tariffFor(row, state.tariffs);
  const settlement = settlementFor(row, state.payments);
  const sale = row.refund_of !== undefined ? index.byId.get(row.refund_of) : undefined;
  return {
    ...transactionRow(row, merchants),
    terminal: (row.currency_code === CRC ? merchant?.terminal_id : merchant?.terminal_id_dol) ?? '',
    tariff: tariff && {
      description: tariff.description,
      commission: tariff.commission,
      commissionAmount: commissionOf(row, tariff.commission),
      paymentTypeId: tariff.paymentTypeId,
      channelId: tariff.channelId,
    },
    settlement: settlement && {
      ID: settlement.ID,
      FECHA_CREACION: settlement.FECHA_CREACION,
      ESTADO: settlement.ESTADO,
      BATCHID: settlement.BATCHID,
      BANCO: settlement.BANCO,
      MONEDA: settlement.MONEDA,
    },
    refunds: row.transaction_type_desc === 'PAYMENT' ? refundsOf(index, row.transaction_id).map((refund) => transactionRow(refund, merchants)) : [],
    sale: sale ? transactionRow(sale, merchants) : null,
  };
};
