import { GROUP, tabOfGroup, USER_TABS } from '../../src/domain/userRules';
import type { ResourceEndpoints } from '../../src/providers/endpoints';

export const USER_PAGE_SIZE = 25;

/** GET /user/getMerchantsAndGroups's answer, as the server builds it. */
export type { UserLookups } from '../../src/domain/wire/provider';

const asBoolean = (value: unknown) => value === true || value === 'true';
const idOrNull = (value: unknown) => (Number(value) > 0 ? Number(value) : null);

/**
 * docs/spec-reference.md §7 users: paged by the server per group tab, 25 a page, pages from 1. The API has no
 * single-user read, so the record id is 'tab-userId' (e.g. 4-17): an edit address says which
 * tab's list holds the user. Writes go to the user's own id.
 */
export const userEndpoints: ResourceEndpoints = {
  name: 'users',
  id: (user) => `${tabOfGroup(Number(user.group_id))}-${user.user_id ?? user.id}`,
  list: {
    path: ({ filter }, apiPage) => `/user/getUsers/${filter.group ?? USER_TABS.portal}/${apiPage}/${USER_PAGE_SIZE}`,
    envelope: 'users',
    serverPaging: { pagesKey: 'pages', pageSize: USER_PAGE_SIZE, firstPage: 1 },
  },
  searchFields: ['username'],
  filterForId: (id) => ({ group: Number(id.split('-')[0]) }),
  create: { path: () => '/user/', wrap: 'user' },
  update: { path: (_id, data) => `/user/${data.user_id}`, wrap: 'user' },
  delete: { path: (_id, record) => `/user/${record.user_id}` },
  toPayload: (data) => {
    const group = Number(data.group_id);
    return {
      username: String(data.username ?? '').trim(),
      name: String(data.name ?? '').trim(),
      lastname: String(data.lastname ?? '').trim(),
      email: String(data.email ?? '').trim(),
      group_id: group,
      // the bank group has a bank and no merchant; every other group the reverse
      merchant_id: group === GROUP.bank ? null : idOrNull(data.merchant_id),
      bank_id: group === GROUP.bank ? idOrNull(data.bank_id) : null,
      cashRegister: asBoolean(data.cashRegister),
    };
  },
  actions: { lookups: { path: () => '/user/getMerchantsAndGroups', method: 'GET' } },
};
