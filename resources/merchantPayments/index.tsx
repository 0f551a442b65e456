import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../src/resourceModule';
import { merchantPaymentEndpoints } from './endpoints';
import { merchantPaymentMessages } from './messages';

const MerchantPaymentReport = lazy(() => import('./MerchantPaymentReport'));

/** The merchant payments report: a screen at the spec's path, not a react-admin resource list. */
export const merchantPayments: ResourceModule = {
  name: 'merchantPayments',
  endpoints: [merchantPaymentEndpoints],
  messages: merchantPaymentMessages,
  icon: PaymentsIcon,
  isResource: false,
  routes: <Route key="reports/merchant-payment" path="/reports/merchant-payment" element={<MerchantPaymentReport />} />,
  specPaths: ['reports/merchant-payment'],
};
