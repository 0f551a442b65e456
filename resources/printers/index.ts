import PrintIcon from '@mui/icons-material/Print';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { printerEndpoints } from './endpoints';
import { printerMessages } from './messages';

export const printers: ResourceModule = {
  name: 'printers',
  formPath: 'printer',
  endpoints: [printerEndpoints],
  messages: printerMessages,
  icon: PrintIcon,
  list: lazy(() => import('./PrinterList')),
  create: lazy(() => import('./PrinterCreate')),
  edit: lazy(() => import('./PrinterEdit')),
  recordRepresentation: 'name',
};
