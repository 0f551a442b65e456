import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
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
  routes: (
    <>
      <Route key="reports/merchant-payment" path="/reports/merchant-payment" element={<MerchantPaymentReport />} />
      {/* the plural a person types for 'payments' opens the same screen (and its 'Acceso denegado'), not the home page */}
      <Route key="reports/merchant-payments" path="/reports/merchant-payments" element={<Navigate to="/reports/merchant-payment" replace />} />
    </>
  ),
  specPaths: ['reports/merchant-payment'],
};
