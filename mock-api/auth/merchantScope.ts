import { forbidden, notFound } from '../http';
import type { Session } from './session';

/**
 * The one answer to "which merchant is the caller, may it touch this record, what is the next id"
 * (item 3). A provider group (1, 3) may see any merchant; a merchant's own groups (2, 4)
 * only theirs, and another merchant's record is answered 404, as if it did not exist — never 403,
 * which would tell that it does. Every route module decides with it.
 */

/** A provider group sees any merchant; everybody else only their own. */
export const mayAccessMerchant = (session: Session, merchantId: number | null | undefined) =>
  session.merchantScope === null || session.merchantScope === merchantId;

/** A record of a merchant the caller may not see: 404 (with the area's own message for a record it does not have, when it has one). */
export const requireOwnMerchant = (session: Session, merchantId: number | null | undefined, missing: () => Error = notFound) => {
  if (!mayAccessMerchant(session, merchantId)) throw missing();
};

/**
 * The merchant a write is for: a provider group's choice; a scoped caller's own merchant, whether
 * or not the body names it (naming another is 404).
 */
export const merchantForWrite = (session: Session, requested: number | null): number | null => {
  if (session.merchantScope === null) return requested;
  if (requested !== null) requireOwnMerchant(session, requested);
  return session.merchantScope;
};

/**
 * Whether a restaurant record (stock, a reward, a section…) is the caller's own merchant's. These
 * records are merchant-side only: a provider group has no restaurant, so it owns none.
 */
export const isOwnRecord = (session: Pick<Session, 'merchantScope'>, record: { merchant_id: number }) =>
  session.merchantScope !== null && record.merchant_id === session.merchantScope;

/** The caller's own merchant's record, or 404 as if it did not exist (missing or another merchant's alike). */
export const requireOwnRecord = <T extends { merchant_id: number }>(session: Pick<Session, 'merchantScope'>, record: T | undefined): T => {
  if (!record || !isOwnRecord(session, record)) throw notFound();
  return record;
};

/** The id a new record of a collection gets: one above the highest. */
export const nextId = <T>(rows: readonly T[], id: (row: T) => number) => Math.max(0, ...rows.map(id)) + 1;

/**
 * The merchant a merchant-side endpoint works on: always the caller's own, never one named in the
 * request. A provider group has no restaurant of its own: 403 (its screens do not open these
 * endpoints; this guards the ones a shared screen opens).
 */
export const callerMerchant = (session: Session): number => {
  if (session.merchantScope === null) throw forbidden();
  return session.merchantScope;
};

/**
 * The bank whose merchants a back-office user (group 3) sees in the provider's summary (
 * "scoped to the bank for backoffice"); null: no bank limit (administrators, and a back-office user
 * without a bank). The reports and the transaction detail stay open to every merchant for group 3
 * (docs/roles.md), so a row the report lists always opens.
 */
export const bankScope = (session: Session): number | null => (session.groupId === 3 ? session.user.bank_id : null);
