import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { exchangeRateEndpoints } from './endpoints';
import { exchangeRateResourceMessages } from './messages';

export const exchangeRates: ResourceModule = {
  name: 'exchangeRates',
  endpoints: [exchangeRateEndpoints],
  messages: exchangeRateResourceMessages,
  icon: CurrencyExchangeIcon,
  list: lazy(() => import('./ExchangeRateList')),
  create: lazy(() => import('./ExchangeRateCreate')),
  edit: lazy(() => import('./ExchangeRateEdit')),
  recordRepresentation: 'day',
};
