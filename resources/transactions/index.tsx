import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { reportMerchantEndpoints, transactionEndpoints } from './endpoints';
import { transactionMessages } from './messages';

/** The card transaction report and a transaction's detail: screens at the spec's path, not a react-admin resource list. */
export const transactions: ResourceModule = {
  name: 'transactions',
  endpoints: [transactionEndpoints, reportMerchantEndpoints],
  messages: transactionMessages,
  icon: ReceiptLongIcon,
  isResource: false,
  screens: [
    { path: 'reports/transactions', screen: lazy(() => import('./TransactionReport')) },
    // a row's detail: our addition, under the report's address
    { path: 'reports/transactions/:id', screen: lazy(() => import('./TransactionDetail')) },
  ],
};
