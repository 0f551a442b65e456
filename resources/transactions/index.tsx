import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Fragment, lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../src/resourceModule';
import { reportMerchantEndpoints, transactionEndpoints } from './endpoints';
import { transactionMessages } from './messages';

const TransactionReport = lazy(() => import('./TransactionReport'));
const TransactionDetail = lazy(() => import('./TransactionDetail'));

/** The card transaction report: a screen at the spec's path, not a react-admin resource list. */
export const transactions: ResourceModule = {
  name: 'transactions',
  endpoints: [transactionEndpoints, reportMerchantEndpoints],
  messages: transactionMessages,
  icon: ReceiptLongIcon,
  isResource: false,
  routes: (
    <Fragment key="reports/transactions">
      <Route path="/reports/transactions" element={<TransactionReport />} />
      <Route path="/reports/transactions/:id" element={<TransactionDetail />} />
    </Fragment>
  ),
  specPaths: ['reports/transactions'],
};
