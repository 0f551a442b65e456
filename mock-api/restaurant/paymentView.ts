import { ledgerMessages } from '../../src/domain/ledgerMessages';
import type { Payment, PaymentRefund, PaymentStatus } from '../../src/domain/wire/payment';
import type { PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import { chargeOfPayment, isLapsed, movementsOf, type LedgerMovement } from './ledger';
import { storedQrPayments } from './qrPayments';

/**
 * A payment as the wire has it: its record (who paid, how) with what the ledger says of its money
 * (mock-api/restaurant/ledger.ts), the only place that says it. A SINPE Móvil reference whose review
 * time lapsed holds nothing and reads as rejected, with why (staff may still confirm it while its
 * lines are unpaid); what a pending one paid of rounds cancelled since is listed apart
 * (`cancelledShares`), given back when staff confirm it.
 */
export const paymentOf = (state: StateWithRestaurant, record: PaymentRecord, now: number): Payment | undefined => {
  const described = (({ merchant_id: _merchant, receiver: _receiver, ...rest }: PaymentRecord) => rest)(record);
  const charge = chargeOfPayment(state, record.merchant_id, record.id);
  // every payment is written with its charge in one write (routes/tabPayment.ts, tableBoard.ts, order.ts)
  if (!charge) return undefined;
  const lapsed = isLapsed(charge, now);
  const status: PaymentStatus = lapsed ? 'rejected' : charge.status;
  const refunds = refundsOf(state, record, charge);
  const cancelled = status === 'pending' ? cancelledSharesOf(state, charge) : [];
  return {
    ...described,
    status,
    amount: charge.amount / 100,
    tip: charge.tip / 100,
    confirmedAt: charge.status === 'confirmed' ? charge.settledAt : null,
    rejectReason: lapsed ? ledgerMessages.sinpeLapsed : record.rejectReason,
    ...(refunds.length > 0 ? { refunds } : {}),
    ...(cancelled.length > 0 ? { cancelledShares: cancelled.map(({ orderId, cents }) => ({ orderId, amount: cents / 100 })) } : {}),
  };
};

/**
 * Each payment with what the ledger says of its money, in order. A record without its charge
 * cannot come from a route (each writes both at once): only a data file edited by hand holds one.
 * It is left out and named in the log, so one damaged record does not take the whole board or bill down.
 */
export const paymentsWithCharge = (state: StateWithRestaurant, records: PaymentRecord[], now: number): Payment[] =>
  records.flatMap((record) => {
    const payment = paymentOf(state, record, now);
    if (!payment) console.warn(`[mock-api] payment ${record.id} of merchant ${record.merchant_id} has no charge in the ledger: left out`);
    return payment ? [payment] : [];
  });

/** The status of a payment's charge as written: a lapsed reference still reads pending here (it holds no lines, but its reference stays taken). */
export const chargeStatusOf = (state: StateWithRestaurant, record: PaymentRecord): PaymentStatus | undefined => chargeOfPayment(state, record.merchant_id, record.id)?.status;

/**
 * What the ledger gave back of the charge, a refund per order cancelled: a card one names its
 * refund transaction (the voucher), tied to the sale and the order (mock-api/restaurant/orderRefund.ts).
 */
const refundsOf = (state: StateWithRestaurant, record: PaymentRecord, charge: LedgerMovement): PaymentRefund[] =>
  movementsOf(state)
    .filter((movement) => movement.kind === 'refund' && movement.refundOf === charge.id)
    .map((movement) => {
      const orderId = movement.allocations[0]?.orderId ?? 0;
      const transaction =
        record.transactionId === null
          ? undefined
          : storedQrPayments(state).find((row) => row.transaction_type_desc === 'REFUND' && row.refund_of === record.transactionId && row.order_id === orderId);
      return { orderId, amount: movement.amount / 100, at: movement.at, by: movement.by, reason: movement.reason ?? '', voucherId: transaction?.voucher_id ?? null };
    });

/**
 * What a pending SINPE Móvil charge holds of orders cancelled since (céntimos per order): it is
 * owed by no one, so it holds nothing (the ledger reads a cancelled order's lines as owing
 * nothing), and it is given back when staff confirm the charge (the confirm route of
 * mock-api/routes/tableBoard.ts).
 */
export const cancelledSharesOf = (state: StateWithRestaurant, charge: LedgerMovement | undefined): { orderId: number; cents: number }[] => {
  const shares = new Map<number, number>();
  for (const allocation of charge?.allocations ?? []) {
    const order = state.orders.find((candidate) => candidate.id === allocation.orderId && candidate.merchant_id === charge!.merchant_id);
    if (order?.status === 'CANCELLED') shares.set(order.id, (shares.get(order.id) ?? 0) + allocation.cents);
  }
  return [...shares].map(([orderId, cents]) => ({ orderId, cents })).filter((share) => share.cents > 0);
};
