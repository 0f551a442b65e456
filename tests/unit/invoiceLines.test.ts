import { describe, expect, it } from 'vitest';
import { orderTotals, totalsOptionsOf } from '../../src/domain/orderTotals';
import { dollarSaleOf } from '../../mock-api/restaurant/dollarSale';
import { invoiceFromOrder } from '../../mock-api/restaurant/invoiceDocument';
import { cardCharge, centsInSaleCurrency, COLONES, dollarsAt } from '../../mock-api/restaurant/saleCurrency';
import { invoiceFromTransaction } from '../../mock-api/seed/invoiceLines';
import { seedMenus } from '../../mock-api/seed/menus';
import { seedMerchants } from '../../mock-api/seed/merchants';
import { rng } from '../../mock-api/seed/random';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { splitDollarSale } from '../support/splitDollarSale';

const merchants = seedMerchants(rng('merchants'));
const { products } = seedMenus(rng('menus'), merchants);
const casona = merchants[1];
const soda = merchants[2];
const shop = merchants.find((merchant) => merchant.companyTypeId !== 1)!;
const menuOf = (id: number) => products.filter((product) => product.merchant_id === id);

const transaction = (amount: number, currency_code: 188 | 840, n: number): TransactionRecord => ({
  transaction_id: 1_000_000 + n,
  voucher_id: `voucher-${n}-${amount}-abcdefghij`,
  merchant_id: 0,
  auth_code: '123456',
  amount,
  currency_code,
  date_time: '2026-05-14T12:00:00-06:00',
  scheme: 'VISA',
  pan: '********1111',
  transaction_type_desc: 'PAYMENT',
  status: 'APPROVED',
  external_transaction_reference: '123456789012',
  user_id: null,
  full_name: 'Caja 1',
});

/** The invoice's figures in the charged currency, recomputed from its lines with orderTotals. */
const check = (amount: number, currency: 188 | 840, merchant = casona, n = 0) => {
  const invoice = invoiceFromTransaction(transaction(amount, currency, n), merchant, merchant.companyTypeId === 1 ? menuOf(merchant.id) : [], 507.25);
  const local = currency === 188;
  const total = local ? invoice.localTotal : invoice.dollarTotal;
  const lines = invoice.details.map((detail) => ({ price: local ? detail.priceLocal : detail.priceDollars, quantity: detail.quantity, tax: detail.tax, carriesService: detail.carriesService }));
  const recomputed = orderTotals(lines, totalsOptionsOf(merchant));
  return { invoice, total, recomputed, local };
};

describe('invoice generated from a transaction', () => {
  it('adds up exactly to the charged amount with the receipt arithmetic, in colones and dollars', () => {
    let n = 0;
    for (let amount = 100; amount < 6_000_000; amount = Math.round(amount * 1.37) + 7) {
      for (const currency of [188, 840] as const) {
        const { invoice, total, recomputed, local } = check(amount, currency, casona, n++);
        expect(total).toBe(amount / 100);
        expect(recomputed.total).toBe(amount / 100);
        expect(recomputed.subtotal).toBe(local ? invoice.localSubtotal : invoice.dollarSubtotal);
        expect(recomputed.tax).toBe(local ? invoice.localSalesTax : invoice.dollarSalesTax);
        expect(recomputed.otherCharges).toBe(local ? invoice.localOtherChagerAmount : invoice.dollarOtherChagerAmount);
        // each line's final amount (IVA and service inside) and the lines adding up to the total, in both currencies
        const finals = (pick: (detail: (typeof invoice.details)[number]) => number) => invoice.details.reduce((cents, detail) => cents + Math.round(pick(detail) * 100), 0);
        expect(finals((detail) => detail.finalLocal)).toBe(Math.round(invoice.localTotal * 100));
        expect(finals((detail) => detail.finalDollars)).toBe(Math.round(invoice.dollarTotal * 100));
      }
    }
  });

  it('has no service charge for a merchant without table service (a shop, or a restaurant that switched it off)', () => {
    let n = 500;
    for (const merchant of [{ ...casona, tableService: false }, shop]) {
      for (let amount = 150; amount < 3_000_000; amount = Math.round(amount * 2.3) + 11) {
        const { invoice, total, recomputed } = check(amount, 188, merchant, n++);
        expect(invoice.localOtherChagerAmount).toBe(0);
        expect(invoice.dollarOtherChagerAmount).toBe(0);
        expect(total).toBe(amount / 100);
        expect(recomputed.total).toBe(amount / 100);
      }
    }
  });

  it('uses the merchant menu when it has one, generic items otherwise', () => {
    const names = new Set(menuOf(casona.id).map((product) => product.name));
    const { invoice } = check(1_250_000, 188);
    expect(invoice.details.length).toBeGreaterThan(0);
    for (const detail of invoice.details) expect(names.has(detail.product.name)).toBe(true);
    const generic = check(1_250_000, 188, shop).invoice;
    for (const detail of generic.details) expect(names.has(detail.product.name)).toBe(false);
  });

  it('charges no IVA in the simplified regime; the amount still matches, at worst with the service charge taking one cent', () => {
    let exact = 0;
    for (let amount = 500; amount < 3_000_000; amount += 4_321) {
      const { invoice, total, recomputed } = check(amount, 188, soda, amount);
      expect(invoice.localSalesTax).toBe(0);
      expect(total).toBe(amount / 100);
      expect(Math.abs(Math.round(recomputed.otherCharges * 100) - Math.round(invoice.localOtherChagerAmount * 100))).toBeLessThanOrEqual(1);
      if (recomputed.total === total) exact++;
    }
    expect(exact).toBeGreaterThan(0);
  });

  it('is the same every time for the same voucher, and has a 20-digit consecutive number', () => {
    const first = check(987_600, 188, casona, 42).invoice;
    const again = check(987_600, 188, casona, 42).invoice;
    expect(again).toEqual(first);
    expect(first.invoiceNumber).toMatch(/^\d{20}$/);
  });

  it('shows the other currency too, internally consistent', () => {
    const { invoice } = check(4_550, 840);
    const local = orderTotals(invoice.details.map((d) => ({ price: d.priceLocal, quantity: d.quantity, tax: d.tax, carriesService: d.carriesService })));
    expect(local.total).toBe(invoice.localTotal);
    expect(invoice.currencyId).toBe(840);
  });
});

describe('invoice of a QR-menu order paid by card', () => {
  it('totals what the diner read and paid, also for a price typed as final ₡3,000 (5-decimal base)', () => {
    const products = [
      { id: 1, name: 'Olla de carne', quantity: 1, price: 2439.02439, tax: 13, carriesService: true },
      { id: 2, name: 'Chorreadas con natilla', quantity: 2, price: 2500, tax: 13, carriesService: true },
    ];
    const invoice = invoiceFromOrder({ transaction_id: 7, currency_code: 188, amount: 915000 }, { products }, { simplifiedRegime: false, tableService: true }, { rate: 505 });
    expect(invoice.localTotal).toBe(3000 + 2 * 3075);
    expect(Math.round((invoice.localSubtotal + invoice.localSalesTax + invoice.localOtherChagerAmount) * 100)).toBe(915000);
  });

  it('of a dollar merchant: in dollars, its total what the card was charged at the day\'s rate', () => {
    const products = [
      { id: 1, name: 'Olla de carne', quantity: 1, price: 2439.02439, tax: 13, carriesService: true },
      { id: 2, name: 'Chorreadas con natilla', quantity: 2, price: 2500, tax: 13, carriesService: true },
    ];
    const merchant = { simplifiedRegime: false, tableService: true };
    const sale = dollarsAt(512.34);
    const charge = cardCharge({ total: 9150 }, sale);
    // ₡9,150 at ₡512.34 the dollar, converted once: $17.859… → $17.86
    expect(charge).toEqual({ amount: 1786, currency_code: 840 });
    const invoice = invoiceFromOrder({ transaction_id: 8, currency_code: 840, amount: charge.amount }, { products }, merchant, { rate: 512.34 });
    expect(invoice.currencyId).toBe(840);
    expect(Math.round(invoice.dollarTotal * 100)).toBe(charge.amount);
    expect(Math.round((invoice.dollarSubtotal + invoice.dollarSalesTax + invoice.dollarOtherChagerAmount) * 100)).toBe(charge.amount);
    // a colones merchant is charged the order's own total, its dollar column at the day's rate
    expect(cardCharge({ total: 9150 }, COLONES)).toEqual({ amount: 915000, currency_code: 188 });
    const colones = invoiceFromOrder({ transaction_id: 9, currency_code: 188, amount: 915000 }, { products }, merchant, { rate: 512.34 });
    expect(Math.round(colones.dollarTotal * 100)).toBe(1786);
  });

  it('of a dollar merchant whose lines as ordered cannot reach the charge: lists the unit written apart, as its document', () => {
    const { products, merchant, total, colonesLines, rate, charge } = splitDollarSale();
    // the lines' finals are the order's total, and the charge its dollars at that rate
    expect(colonesLines.reduce((sum, { cents }) => sum + cents, 0)).toBe(total * 100);
    expect(dollarSaleOf(colonesLines, charge.amount).lines.length).toBeGreaterThan(products.length);
    const invoice = invoiceFromOrder({ transaction_id: 10, currency_code: 840, amount: charge.amount }, { products }, merchant, { rate });
    expect(invoice.details.length).toBeGreaterThan(products.length);
    // each product's units all there, at its colones price; the dollar rows add up to the charge
    for (const product of products) {
      const lines = invoice.details.filter((detail) => detail.productId === product.id);
      expect(lines.reduce((units, detail) => units + detail.quantity, 0)).toBe(product.quantity);
      expect(new Set(lines.map((detail) => detail.priceLocal))).toEqual(new Set([product.price]));
    }
    expect(invoice.localTotal).toBe(total);
    expect(Math.round(invoice.dollarTotal * 100)).toBe(charge.amount);
    expect(Math.round((invoice.dollarSubtotal + invoice.dollarSalesTax + invoice.dollarOtherChagerAmount) * 100)).toBe(charge.amount);
    // the same lines' prices as the document's
    expect(invoice.details.map((detail) => detail.priceDollars)).toEqual(dollarSaleOf(colonesLines, charge.amount).lines.map((line) => line.unitPrice));
    // a colones sale's dollar column keeps the lines as ordered
    expect(invoiceFromOrder({ transaction_id: 11, currency_code: 188, amount: total * 100 }, { products }, merchant, { rate }).details).toHaveLength(products.length);
  });

  it('converts a tip at the same rate, once, and no tip to no cent', () => {
    expect(centsInSaleCurrency(100_000, dollarsAt(505))).toBe(198);
    expect(centsInSaleCurrency(100_000, dollarsAt(498.5))).toBe(201);
    expect(centsInSaleCurrency(0, dollarsAt(505))).toBe(0);
    expect(centsInSaleCurrency(100_000, COLONES)).toBe(100_000);
  });
});
