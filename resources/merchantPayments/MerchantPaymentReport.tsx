import { Card } from '@mui/material';
import { useState } from 'react';
import { FunctionField, ListBase, TextField, Title, useTranslate } from 'react-admin';
import { ReportTable } from '../../src/components/ReportTable';
import { defaultRange, todayInCostaRica } from '../../src/domain/dateRanges';
import { PAYMENT_COLUMNS } from '../../src/domain/merchantPayment';
import { CRC, formatMoney, USD } from '../../src/domain/money';
import { PAYMENT_PAGE_SIZE } from '../../src/domain/reportFilters';
import { formatLocalDateTime } from '../../src/domain/transactionDisplay';
import { PaymentFilters } from './PaymentFilters';

const column = ({ source, kind }: (typeof PAYMENT_COLUMNS)[number]) => {
  if (kind === 'text' || kind === 'count') return <TextField key={source} source={source} sortable={false} textAlign={kind === 'count' ? 'right' : 'left'} />;
  const render =
    kind === 'date'
      ? (row: Record<string, unknown>) => formatLocalDateTime(row[source])
      : (row: Record<string, unknown>) => formatMoney(Number(row[source]), kind === 'dollars' ? USD : CRC);
  return <FunctionField key={source} source={source} sortable={false} textAlign={kind === 'date' ? 'left' : 'right'} render={render} />;
};

/** Spec §2 'Merchant payments report' at /reports/merchant-payment: provider groups only (the menu and the API agree). */
const MerchantPaymentReport = () => {
  const translate = useTranslate();
  const [today] = useState(todayInCostaRica);
  return (
    <ListBase
      resource="merchantPayments"
      perPage={PAYMENT_PAGE_SIZE}
      filterDefaultValues={defaultRange(today)}
      disableSyncWithLocation
      storeKey={false}
      // the table shows a refusal in place; no second copy in a passing notification
      queryOptions={{ onError: () => undefined }}
    >
      <Title title={translate('resources.merchantPayments.list_title')} />
      <Card>
        <PaymentFilters today={today} />
        <ReportTable emptyText={translate('resources.merchantPayments.empty')}>{PAYMENT_COLUMNS.map(column)}</ReportTable>
      </Card>
    </ListBase>
  );
};

export default MerchantPaymentReport;
