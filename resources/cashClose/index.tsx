import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { cashCloseMessages } from './messages';

/** The day's close, 'Cierre de caja': one screen under Reportes, groups 4 and 2. */
export const cashClose: ResourceModule = {
  name: 'cashClose',
  endpoints: [],
  messages: cashCloseMessages,
  icon: PointOfSaleIcon,
  isResource: false,
  screens: [{ path: 'reports/cash-close', screen: lazy(() => import('./CashCloseScreen')) }],
};
