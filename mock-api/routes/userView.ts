import { manageableGroups } from '../../src/domain/userRules';
import type { PortalUser } from '../../src/domain/wire/provider';
import { mayAccessMerchant } from '../auth/merchantScope';
import type { Session } from '../auth/session';
import type { DbState, UserRecord } from '../storage/records';

/**
 * A user as the Users screen sees it (docs/spec-reference.md §3 names, snake and camel case as the provider's API
 * sends them, plus the names the list shows). Never a password, reset or lock field.
 */
export const publicUser = (user: UserRecord, state: DbState): PortalUser => ({
  id: user.id,
  user_id: user.id,
  username: user.username,
  email: user.email,
  name: user.name,
  lastname: user.lastname,
  user_token: user.user_token,
  group_id: user.group_id,
  groupId: user.group_id,
  groupName: state.groups.find((group) => group.id === user.group_id)?.name ?? '',
  merchant_id: user.merchant_id,
  merchantId: user.merchant_id,
  merchantName: state.merchants.find((merchant) => merchant.id === user.merchant_id)?.name ?? '',
  bank_id: user.bank_id,
  bankName: state.banks.find((bank) => bank.id === user.bank_id)?.name ?? '',
  cashRegister: user.cashRegister,
});

/** Whether the caller may see and manage this user: a group below its reach, and its own merchant when scoped. */
export const mayManageUser = (session: Session, user: Pick<UserRecord, 'group_id' | 'merchant_id'>) =>
  manageableGroups(session.groupId).includes(user.group_id) && mayAccessMerchant(session, user.merchant_id);
