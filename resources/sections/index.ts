import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { sectionEndpoints } from './endpoints';
import { sectionMessages } from './messages';

export const sections: ResourceModule = {
  name: 'sections',
  formPath: 'section',
  endpoints: [sectionEndpoints],
  messages: sectionMessages,
  icon: ViewQuiltIcon,
  list: lazy(() => import('./SectionList')),
  create: lazy(() => import('./SectionCreate')),
  edit: lazy(() => import('./SectionEdit')),
  recordRepresentation: 'name',
};
