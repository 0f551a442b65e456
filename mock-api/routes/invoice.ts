import { Router } from 'express';
import { maskPan } from '../../src/domain/card';
import { orderMessages } from '../../src/domain/orderMessages';
import { ApiError, route } from '../http';
import { invoiceFromOrder, invoiceFromTransaction } from '../restaurant/invoiceFromTransaction';
import { qrPaymentsOf, refundOfOrder } from '../restaurant/qrPayments';
import { restaurantState } from '../restaurant/restaurantData';
import type { ProductRecord } from '../seed/restaurantTypes';
import type { TransactionRecord } from '../seed/types';
import type { RouteArea } from './context';

const voucherNotFound = () => new ApiError(404, orderMessages.voucherNotFound);

/**
 * /invoice/{voucher_id}: the public voucher. Its id is the only key (128 random bits); a transaction
 * number or any other guess is answered 404 like an id that never existed.
 */
export const invoiceRoutes: RouteArea = {
  prefix: '/invoice',
  build({ store }) {
    const router = Router();

    // voucher id → transaction, built once per transactions array instead of a scan per request
    let indexed: { source: TransactionRecord[]; length: number; byVoucher: Map<string, TransactionRecord> } | undefined;
    const byVoucher = (transactions: TransactionRecord[]) => {
      if (!indexed || indexed.source !== transactions || indexed.length !== transactions.length) {
        indexed = { source: transactions, length: transactions.length, byVoucher: new Map(transactions.map((t) => [t.voucher_id, t])) };
      }
      return indexed.byVoucher;
    };
    let menus: { source: ProductRecord[]; length: number; byMerchant: Map<number, ProductRecord[]> } | undefined;
    const menuOf = (products: ProductRecord[], merchantId: number) => {
      if (!menus || menus.source !== products || menus.length !== products.length) {
        const byMerchant = new Map<number, ProductRecord[]>();
        for (const product of products) byMerchant.set(product.merchant_id, [...(byMerchant.get(product.merchant_id) ?? []), product]);
        menus = { source: products, length: products.length, byMerchant };
      }
      return menus.byMerchant.get(merchantId) ?? [];
    };

    router.get(
      '/:voucherId',
      route((req) => {
        const { voucherId } = req.params;
        if (!/^[A-Za-z0-9_-]{16,64}$/.test(voucherId)) throw voucherNotFound();
        const state = restaurantState(store);
        // a payment from the QR menu (a few rows, own collection) or a seeded transaction
        const payment = qrPaymentsOf(state).find((candidate) => candidate.voucher_id === voucherId);
        const transaction = payment ?? byVoucher(state.transactions ?? []).get(voucherId);
        const merchant = transaction && state.merchants.find((candidate) => candidate.id === transaction.merchant_id);
        if (!transaction || !merchant) throw voucherNotFound();
        const paidOrder = payment && state.orders.find((order) => order.id === payment.order_id);
        // a sale and its refund name each other: the refund its sale's number, the sale its refund
        const refund = payment?.transaction_type_desc === 'PAYMENT' ? refundOfOrder(state, payment.order_id) : undefined;
        return {
          merchant: { name: merchant.name, phone: merchant.phone, email: merchant.email, address: merchant.address, image: merchant.image, tableService: merchant.tableService },
          transaction: {
            transaction_id: transaction.transaction_id,
            status: transaction.status,
            transaction_type_desc: transaction.transaction_type_desc,
            date_time: transaction.date_time,
            amount: transaction.amount,
            currency_code: transaction.currency_code,
            scheme: transaction.scheme,
            // stored masked already; masked again so a full number can never be served
            pan: maskPan(transaction.pan),
            auth_code: transaction.auth_code,
            external_transaction_reference: transaction.external_transaction_reference,
            ...(transaction.refund_of ? { refund_of: transaction.refund_of } : {}),
            ...(refund ? { refund: { transaction_id: refund.transaction_id, date_time: refund.date_time, voucher_id: refund.voucher_id } } : {}),
          },
          invoice: paidOrder
            ? invoiceFromOrder(transaction, paidOrder, merchant)
            : invoiceFromTransaction(transaction, merchant, menuOf(state.products, merchant.id)),
        };
      }),
    );
    return router;
  },
};
