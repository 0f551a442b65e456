import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { receiptEndpoints } from './endpoints';
import { receiptMessagesCatalogue } from './messages';

/** 'Comprobantes': the merchant's electronic documents and one document's detail, screens at their own addresses. */
export const receipts: ResourceModule = {
  name: 'receipts',
  endpoints: [receiptEndpoints],
  messages: receiptMessagesCatalogue,
  icon: RequestQuoteIcon,
  isResource: false,
  screens: [
    { path: 'receipts', screen: lazy(() => import('./ReceiptList')) },
    { path: 'receipts/:clave', screen: lazy(() => import('./ReceiptDetail')) },
  ],
};
