import { beforeAll, describe, expect, it } from 'vitest';
import type { MerchantPaymentRecord } from '../../mock-api/seed/merchantPayments';
import type { TariffRecord } from '../../mock-api/seed/tariffs';
import type { Merchant, TransactionRecord } from '../../mock-api/storage/records';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, backoffice: DEMO.backoffice, merchant: DEMO.merchant, operator: DEMO.operator });
let stored: TransactionRecord[];
let merchants: Merchant[];

beforeAll(async () => {
  stored = api.store.state().transactions as TransactionRecord[];
  merchants = api.store.state().merchants;
});

const detail = (token: string, id: number | string) => api.call('GET', `/transaction/${id}`, { token });
const tariffs = () => api.store.state().tariffs as TariffRecord[];
const payments = () => api.store.state().merchantPayments as MerchantPaymentRecord[];
const BRAND: Record<string, number> = { VISA: 1, MasterCard: 2, 'American Express': 3 };

/** A counter sale (POS) with a credit tariff for its brand and currency, settled by a later payment. */
const settledSale = (merchantId: number) =>
  stored.find((row) => {
    if (row.merchant_id !== merchantId || row.status !== 'APPROVED' || Date.parse(row.date_time) > Date.now() - 10 * 86_400_000) return false;
    return tariffs().some((tariff) => tariff.merchantId === merchantId && tariff.brandId === BRAND[row.scheme] && tariff.currencyId === row.currency_code && tariff.paymentTypeId === 1 && tariff.channelId === 1);
  })!;

describe('transaction detail', () => {
  it("answers a sale in full: masked card, Costa Rica time, terminal, the tariff's commission and its settlement", async () => {
    const sale = settledSale(2);
    const answer = await detail(tokens.admin, sale.transaction_id);
    expect(answer.status).toBe(200);
    const got = answer.body.transaction;
    expect(got).toMatchObject({
      transaction_id: sale.transaction_id,
      auth_code: sale.auth_code,
      amount: sale.amount,
      currency_code: sale.currency_code,
      date_time: sale.date_time,
      scheme: sale.scheme,
      pan: `********${sale.pan.slice(-4)}`,
      transaction_type_desc: 'PAYMENT',
      voucher_id: sale.voucher_id,
      merchant: { id: 2, name: merchants.find((merchant) => merchant.id === 2)!.name },
      refunds: [],
      sale: null,
    });
    expect(got.date_time).toMatch(/-06:00$/);
    const merchant = merchants.find((one) => one.id === 2)!;
    expect(got.terminal).toBe(sale.currency_code === 188 ? merchant.terminal_id : merchant.terminal_id_dol);

    const tariff = tariffs().find((one) => one.merchantId === 2 && one.brandId === BRAND[sale.scheme] && one.currencyId === sale.currency_code && one.paymentTypeId === 1 && one.channelId === 1)!;
    expect(got.tariff).toEqual({
      description: tariff.description,
      commission: tariff.commission,
      commissionAmount: Math.round((sale.amount * tariff.commission) / 100),
      paymentTypeId: 1,
      channelId: 1,
    });

    // the merchant's first payment after the sale that pays in its currency
    const paid = payments()
      .filter((payment) => payment.merchant_id === 2 && Date.parse(payment.FECHA_CREACION) > Date.parse(sale.date_time))
      .filter((payment) => (sale.currency_code === 188 ? payment.TOTALPAGOLOCAL > 0 : payment.TOTALPAGODOLARES > 0))
      .sort((a, b) => Date.parse(a.FECHA_CREACION) - Date.parse(b.FECHA_CREACION) || a.ID - b.ID)[0];
    expect(got.settlement).toEqual({ ID: paid.ID, FECHA_CREACION: paid.FECHA_CREACION, ESTADO: paid.ESTADO, BATCHID: paid.BATCHID, BANCO: paid.BANCO, MONEDA: paid.MONEDA });
    expect(answer.text).not.toMatch(/(?<!\d)\d{13,19}(?!\d)/);
  });

  it('links a sale and its refunds both ways; a refund gives the commission back', async () => {
    const sale = settledSale(2);
    const refund: TransactionRecord = {
      ...sale,
      transaction_id: 9_200_001,
      voucher_id: 'detail-refund-xxxxxxxxx',
      transaction_type_desc: 'REFUND',
      status: 'REFUND',
      date_time: sale.date_time.replace(/T\d{2}/, 'T23'),
      refund_of: sale.transaction_id,
    };
    stored.push(refund);
    try {
      const ofSale = (await detail(tokens.merchant, sale.transaction_id)).body.transaction;
      expect(ofSale.refunds.map((row: { transaction_id: number }) => row.transaction_id)).toEqual([9_200_001]);
      const ofRefund = (await detail(tokens.merchant, 9_200_001)).body.transaction;
      expect(ofRefund.sale.transaction_id).toBe(sale.transaction_id);
      expect(ofRefund.refunds).toEqual([]);
      expect(ofRefund.tariff.commissionAmount).toBe(-ofSale.tariff.commissionAmount);
    } finally {
      stored.pop();
    }
  });

  it('costs nothing and settles nowhere when declined', async () => {
    const declined = stored.find((row) => row.merchant_id === 2 && row.status === 'DECLINED')!;
    const got = (await detail(tokens.operator, declined.transaction_id)).body.transaction;
    expect(got.tariff.commissionAmount).toBe(0);
    expect(got.settlement).toBeNull();
  });

  it("answers another merchant's transaction 404 to a merchant's users, as if it did not exist", async () => {
    const foreign = stored.findLast((row) => row.merchant_id === 3)!;
    for (const account of ['merchant', 'operator'] as const) {
      const answer = await detail(tokens[account], foreign.transaction_id);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('El registro solicitado no existe.');
    }
    expect((await detail(tokens.merchant, 999_999_999)).status).toBe(404);
    expect((await detail(tokens.merchant, 'abc')).status).toBe(404);
  });

  it('opens for the back office every transaction the report lists, of any bank (docs/roles.md)', async () => {
    const backoffice = api.store.state().users.find((user) => user.username === DEMO.backoffice)!;
    const ofBank = stored.findLast((row) => merchants.find((merchant) => merchant.id === row.merchant_id)!.bank_id === backoffice.bank_id)!;
    const otherBank = stored.findLast((row) => merchants.find((merchant) => merchant.id === row.merchant_id)!.bank_id !== backoffice.bank_id)!;
    expect((await detail(tokens.backoffice, ofBank.transaction_id)).status).toBe(200);
    expect((await detail(tokens.backoffice, otherBank.transaction_id)).status).toBe(200);
    // the administrators see every merchant
    expect((await detail(tokens.admin, otherBank.transaction_id)).status).toBe(200);
  });
});
