import { requireOwnMerchant } from '../auth/merchantScope';
import type { Call } from '../contract/endpoint';
import type { ApiError } from '../http';

/**
 * The record of the caller's merchant that the path's `:id` names: another merchant's, like a
 * missing one, is `missing()` (a 404 that tells nothing of other merchants' records).
 */
export const ownRecordOfPath = <T extends { id: number; merchant_id: number }>(call: Call<unknown>, rows: T[], missing: () => ApiError): T => {
  const id = call.params.id;
  const found = /^\d{1,9}$/.test(id) ? rows.find((row) => row.id === Number(id)) : undefined;
  if (call.session.merchantScope === null || !found) throw missing();
  requireOwnMerchant(call.session, found.merchant_id, missing);
  return found;
};
