/** docs/spec-reference.md §2's authenticated route table. Each path opens its screen (routePlan.ts; a path no module serves fails tests/unit/routePlan.test.ts). */
export const SPEC_ROUTES = [
  'merchants', 'merchant', 'merchant/tariffs', 'merchant/tariff', 'merchant/accounts', 'merchant/account',
  'banks', 'bank', 'users', 'user', 'products', 'menu', 'product', 'search-product', 'tables', 'table',
  'printers', 'printer', 'waiters', 'waiter', 'suppliers', 'supplier', 'stocks', 'stock', 'modify-stock',
  'product-stock', 'add-product-stock', 'company', 'sections', 'section', 'loyalty/rewards',
  'loyalty/rewards/reward', 'loyalty/clients', 'loyalty/clients/client', 'loyalty/clients/client/info',
  'reports/merchant-payment', 'reports/transactions',
] as const;
