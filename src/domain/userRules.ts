
/**
 * Users and groups (docs/spec-reference.md §3, §5, §6; docs/roles.md). Which tabs a viewer sees and which groups
 * it may manage are written once here: the Users screen draws from them and the mock API
 * enforces them.
 */
export const GROUP = { administrator: 1, operators: 2, bank: 3, merchant: 4 } as const;
export type GroupNumber = 1 | 2 | 3 | 4;

/** The list's group buttons; the number is the {group} of GET /user/getUsers/{group}/{page}/25. */
export const USER_TABS = { bank: 3, portal: 4, operators: 2 } as const;
export type UserTab = 2 | 3 | 4;

/** docs/spec-reference.md §3: 2 = operators, 3 = bank; every other group is the merchant portal. */
export const tabOfGroup = (group: number): UserTab => (group === GROUP.operators ? 2 : group === GROUP.bank ? 3 : 4);

/** docs/spec-reference.md §2/§6: Banco only for the back office, Portal hidden for operators, in the spec's order. */
export const tabsFor = (viewerGroup: number): UserTab[] =>
  viewerGroup === GROUP.bank ? [3, 4, 2] : viewerGroup === GROUP.operators ? [2] : [4, 2];

/**
 * Groups whose users a viewer may see, create, edit and delete. Nobody reaches a group above
 * their own: merchants manage their portal users and operators, operators only operators, the
 * administrators everything but the bank group, the back office everything.
 */
export const manageableGroups = (viewerGroup: number): GroupNumber[] => {
  switch (viewerGroup) {
    case GROUP.bank:
      return [1, 2, 3, 4];
    case GROUP.administrator:
      return [1, 2, 4];
    case GROUP.merchant:
      return [2, 4];
    default:
      return [2];
  }
};

/** Merchant and operator viewers only ever manage users of their own merchant. */
export const isMerchantScoped = (viewerGroup: number) => viewerGroup === GROUP.merchant || viewerGroup === GROUP.operators;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@+-]{3,60}$/;
