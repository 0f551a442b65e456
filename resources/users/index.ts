import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { userEndpoints } from './endpoints';
import { userMessages } from './messages';

export const users: ResourceModule = {
  name: 'users',
  formPath: 'user',
  endpoints: [userEndpoints],
  messages: userMessages,
  icon: PeopleIcon,
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  recordRepresentation: 'username',
};
