import { paymentOf } from '../../mock-api/restaurant/paymentView';
import type { PaymentRecord, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import type { Payment } from '../../src/domain/wire/payment';

/** A stored payment as the wire reads it, with its merchant: what a test looks at after each step. */
export type PaymentSeen = Payment & Pick<PaymentRecord, 'merchant_id'>;

/**
 * The payments of a running API's data, each read anew from the ledger whenever a field is looked
 * at (mock-api/restaurant/paymentView.ts): a test holds one across calls and reads what it says now.
 */
export const storedPayments = (state: () => StateWithRestaurant, now: () => number) => {
  const records = () => ((state() as unknown as { payments?: PaymentRecord[] }).payments ?? []);
  const live = (id: number): PaymentSeen => {
    const record = () => records().find((row) => row.id === id)!;
    const seen = () => {
      const payment = paymentOf(state(), record(), now());
      if (!payment) throw new Error(`payment ${id} has no charge in the ledger`);
      return payment as unknown as Record<string | symbol, unknown>;
    };
    return new Proxy({} as PaymentSeen, {
      get: (_, field) => (field === 'merchant_id' ? record().merchant_id : seen()[field]),
      has: (_, field) => field === 'merchant_id' || field in seen(),
      ownKeys: () => [...Reflect.ownKeys(seen()), 'merchant_id'],
      getOwnPropertyDescriptor: (_, field) => ({ enumerable: true, configurable: true, value: field === 'merchant_id' ? record().merchant_id : seen()[field] }),
    });
  };
  return {
    one: live,
    where: (keep: (record: PaymentRecord) => boolean) => records().filter(keep).map((record) => live(record.id)),
  };
};
