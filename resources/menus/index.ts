import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { menuEndpoints } from './endpoints';
import { menuMessages } from './messages';

/** Menus and categories: listed with their products on /products; `/menu` opens the create form. */
export const menus: ResourceModule = {
  name: 'menus',
  formPath: 'menu',
  endpoints: [menuEndpoints],
  messages: menuMessages,
  icon: MenuBookIcon,
  create: lazy(() => import('./MenuCreate')),
  edit: lazy(() => import('./MenuEdit')),
  recordRepresentation: 'name',
};
