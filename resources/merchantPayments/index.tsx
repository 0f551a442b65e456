import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { merchantPaymentEndpoints } from './endpoints';
import { merchantPaymentMessages } from './messages';

/** The merchant payments report: a screen at the spec's path, not a react-admin resource list. */
export const merchantPayments: ResourceModule = {
  name: 'merchantPayments',
  endpoints: [merchantPaymentEndpoints],
  messages: merchantPaymentMessages,
  icon: PaymentsIcon,
  isResource: false,
  screens: [
    { path: 'reports/merchant-payment', screen: lazy(() => import('./MerchantPaymentReport')) },
    // the plural a person types for 'payments' opens the same screen (and its 'Acceso denegado'), not the home page
    { path: 'reports/merchant-payments', redirect: '/reports/merchant-payment' },
  ],
};
