import { notFound } from '../http';
import type { Session } from './session';

/**
 * The one answer to "which merchant is the caller, may it touch this record, what is the next id"
 * (issue 18, item 3). A provider group (1, 3) may see any merchant; a merchant's own groups (2, 4)
 * only theirs, and another merchant's record is answered 404, as if it did not exist — never 403,
 * which would tell that it does. Used by the declared route modules; the others move onto it as
 * they are converted (mock-api/contract/undeclared.ts).
 */

/** A provider group sees any merchant; everybody else only their own. */
export const mayAccessMerchant = (session: Session, merchantId: number | null | undefined) =>
  session.merchantScope === null || session.merchantScope === merchantId;

/** A record of a merchant the caller may not see: 404. */
export const requireOwnMerchant = (session: Session, merchantId: number | null | undefined) => {
  if (!mayAccessMerchant(session, merchantId)) throw notFound();
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

/** The id a new record of a collection gets: one above the highest. */
export const nextId = <T>(rows: readonly T[], id: (row: T) => number) => Math.max(0, ...rows.map(id)) + 1;

/**
 * The bank whose merchants a back-office user (group 3) sees in the transaction detail and the
 * provider's summary (issue 21: "backoffice only its bank's merchants"); null: no bank limit
 * (administrators, and a back-office user without a bank).
 */
export const bankScope = (session: Session): number | null => (session.groupId === 3 ? session.user.bank_id : null);

/** Whether the caller may see this merchant's records: its own merchant, or a merchant of its bank. */
export const mayAccessMerchantRecord = (session: Session, merchant: { id: number; bank_id: number | null } | undefined) => {
  if (!merchant || !mayAccessMerchant(session, merchant.id)) return false;
  const bank = bankScope(session);
  return bank === null || merchant.bank_id === bank;
};
