import type { NavResource, ScreenCode } from '../../src/domain/navigation';
import type { GroupId } from '../seed/types';

/**
 * Who sees what (docs/roles.md). The menu the server hands out and the checks on every
 * endpoint both come from this one table, so a hidden screen is also a refused endpoint.
 */
export type { ScreenCode };


const PROVIDER_SCREENS: ScreenCode[] = ['merchants', 'banks', 'users', 'reports/transactions', 'reports/merchant-payment'];
const OPERATOR_SCREENS: ScreenCode[] = [
  'products', 'tables', 'sections', 'printers', 'waiters', 'suppliers', 'stocks', 'users', 'reports/transactions',
  'orders',
];
const MERCHANT_SCREENS: ScreenCode[] = [...OPERATOR_SCREENS, 'company', 'loyalty/rewards', 'loyalty/clients'];

export const SCREENS_BY_GROUP: Record<GroupId, readonly ScreenCode[]> = {
  1: PROVIDER_SCREENS,
  2: OPERATOR_SCREENS,
  3: PROVIDER_SCREENS,
  4: MERCHANT_SCREENS,
};

export const isProviderGroup = (group: GroupId) => group === 1 || group === 3;

export const canUse = (group: GroupId, screen: ScreenCode) => SCREENS_BY_GROUP[group].includes(screen);

/** The whole navigation tree; parents (code '') are shown only when one of their children is. */
const NAVIGATION: NavResource[] = [
  { id: 1, parentId: null, order: 1, name: 'Comercios', code: 'merchants' },
  { id: 2, parentId: null, order: 2, name: 'Bancos', code: 'banks' },
  { id: 10, parentId: null, order: 3, name: 'Restaurante', code: '' },
  { id: 11, parentId: 10, order: 1, name: 'Menú y productos', code: 'products' },
  { id: 12, parentId: 10, order: 2, name: 'Mesas', code: 'tables' },
  // issue 13: after Mesas (orders are whole numbers elsewhere; a half keeps the others unchanged)
  { id: 16, parentId: 10, order: 2.5, name: 'Pedidos', code: 'orders' },
  { id: 13, parentId: 10, order: 3, name: 'Secciones', code: 'sections' },
  { id: 14, parentId: 10, order: 4, name: 'Impresoras', code: 'printers' },
  { id: 15, parentId: 10, order: 5, name: 'Meseros', code: 'waiters' },
  { id: 20, parentId: null, order: 4, name: 'Inventario', code: '' },
  { id: 21, parentId: 20, order: 1, name: 'Proveedores', code: 'suppliers' },
  { id: 22, parentId: 20, order: 2, name: 'Inventario', code: 'stocks' },
  { id: 30, parentId: null, order: 5, name: 'Lealtad', code: '' },
  { id: 31, parentId: 30, order: 1, name: 'Recompensas', code: 'loyalty/rewards' },
  { id: 32, parentId: 30, order: 2, name: 'Clientes', code: 'loyalty/clients' },
  { id: 40, parentId: null, order: 6, name: 'Empresa', code: 'company' },
  { id: 3, parentId: null, order: 7, name: 'Usuarios', code: 'users' },
  { id: 50, parentId: null, order: 8, name: 'Reportes', code: '' },
  { id: 51, parentId: 50, order: 1, name: 'Transacciones', code: 'reports/transactions' },
  { id: 52, parentId: 50, order: 2, name: 'Pago a comercios', code: 'reports/merchant-payment' },
];

export const navigationFor = (group: GroupId): NavResource[] => {
  const leaves = NAVIGATION.filter((item) => item.code && canUse(group, item.code as ScreenCode));
  const parents = NAVIGATION.filter((item) => !item.code && leaves.some((leaf) => leaf.parentId === item.id));
  return [...parents, ...leaves];
};
