import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { optionSetEndpoints } from './endpoints';
import { optionSetMessages } from './messages';

/** Option sets (ours, docs/departures.md): groups defined once and carried by many products; part of the products screen. */
export const optionSets: ResourceModule = {
  name: 'optionSets',
  endpoints: [optionSetEndpoints],
  messages: optionSetMessages,
  icon: TuneIcon,
  list: lazy(() => import('./OptionSetList')),
  create: lazy(() => import('./OptionSetCreate')),
  edit: lazy(() => import('./OptionSetEdit')),
  recordRepresentation: 'name',
};
