import { dollarSaleOf } from '../../mock-api/restaurant/dollarSale';
import { cardCharge, dollarsAt } from '../../mock-api/restaurant/saleCurrency';
import { finalPriceCents } from '../../src/domain/finalPrice';

/**
 * An order of a table-service merchant whose dollar sale cannot reach the card charge with its lines
 * as ordered, so dollarSale.ts writes a unit apart: two casados and four refrescos, at the first
 * day's rate (from ₡500.00, in steps of ₡0.07) that needs the split. For the tests of what such a
 * document lists (tests/unit/invoiceLines.test.ts) and what each of its lines costs (lineFinals.test.ts).
 */
export const splitDollarSale = () => {
  const products = [
    { id: 1, name: 'Casado con pollo', quantity: 2, price: 4800, tax: 13, carriesService: true },
    { id: 2, name: 'Refresco natural', quantity: 4, price: 1500, tax: 13, carriesService: true },
  ];
  const merchant = { simplifiedRegime: false, tableService: true };
  // the order's final total in colones: ₡5,904 a casado and ₡1,845 a refresco, IVA and service inside
  const total = 2 * 5904 + 4 * 1845;
  const colonesLines = products.map((line) => ({
    line: { cabys: '0000000000000', quantity: line.quantity, unit: 'Unid' as const, detail: line.name, unitPrice: line.price, ivaRate: line.tax, carriesService: true },
    cents: finalPriceCents(line, merchant) * line.quantity,
  }));
  const rate = Array.from({ length: 60 }, (_, index) => (50_000 + index * 7) / 100).find(
    (candidate) => dollarSaleOf(colonesLines, cardCharge({ total }, dollarsAt(candidate)).amount).lines.length > products.length,
  );
  if (rate === undefined) throw new Error('no rate from ₡500.00 to ₡504.13 splits a unit of this order');
  return { products, merchant, total, colonesLines, rate, charge: cardCharge({ total }, dollarsAt(rate)) };
};
