import type { SessionUser } from '../../src/domain/wire/session';
import type { DbState, UserRecord } from '../storage/records';

/** The session user of docs/spec-reference.md §3, without anything secret. */
export const sessionUser = (user: UserRecord, state: DbState): SessionUser => {
  const group = state.groups.find((candidate) => candidate.id === user.group_id);
  const merchant = state.merchants.find((candidate) => candidate.id === user.merchant_id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    lastname: user.lastname,
    groups: group ? [{ id: group.id, name: group.name }] : [],
    merchant: merchant ? { id: merchant.id, image: merchant.image } : null,
    tempPassword: user.tempPassword,
    cashRegister: user.cashRegister,
    user_token: user.user_token,
  };
};
