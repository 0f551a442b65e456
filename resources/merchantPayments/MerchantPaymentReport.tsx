import { Card } from '@mui/material';
import { useState } from 'react';
import { FunctionField, ListBase, TextField, Title, useTranslate } from 'react-admin';
import { ReportTable } from '../../src/components/ReportTable';
import { ReportTotals } from '../../src/components/ReportTotals';
import { defaultRange, todayInCostaRica } from '../../src/domain/dateRanges';
import { PAYMENT_COLUMNS } from '../../src/domain/merchantPayment';
import { CRC, formatMoney, USD } from '../../src/domain/money';
import { PAYMENT_PAGE_SIZE } from '../../src/domain/reportFilters';
import { formatLocalDateTime } from '../../src/domain/transactionDisplay';
import { PaymentFilters } from './PaymentFilters';

const column = ({ source, kind }: (typeof PAYMENT_COLUMNS)[number]) => {
  if (kind === 'text' || kind === 'count') return <TextField key={source} source={source} sortable={false} textAlign={kind === 'count' ? 'right' : 'left'} />;
  // the server pages, so it sorts: by date only
  if (kind === 'date') return <FunctionField key={source} source={source} sortByOrder="DESC" render={(row: Record<string, unknown>) => formatLocalDateTime(row[source])} />;
  const render = (row: Record<string, unknown>) => formatMoney(Number(row[source]), kind === 'dollars' ? USD : CRC);
  return <FunctionField key={source} source={source} sortable={false} textAlign="right" render={render} />;
};

/** docs/spec-reference.md §2 'Merchant payments report' at /reports/merchant-payment: provider groups only (the menu and the API agree). */
const MerchantPaymentReport = () => {
  const translate = useTranslate();
  const [today] = useState(todayInCostaRica);
  return (
    <ListBase
      resource="merchantPayments"
      perPage={PAYMENT_PAGE_SIZE}
      filterDefaultValues={defaultRange(today)}
      sort={{ field: 'FECHA_CREACION', order: 'DESC' }}
      disableSyncWithLocation
      // the range, search, date order and page last used, kept for the session (cleared at sign-out)
      storeKey="merchantPayments.report"
      // the table shows a refusal in place; no second copy in a passing notification
      queryOptions={{ onError: () => undefined }}
    >
      <Title title={translate('resources.merchantPayments.list_title')} />
      <Card>
        <PaymentFilters today={today} />
        <ReportTable
          emptyText={translate('resources.merchantPayments.empty')}
          footer={<ReportTotals note={translate('resources.merchantPayments.totals_note')} />}
        >
          {PAYMENT_COLUMNS.map(column)}
        </ReportTable>
      </Card>
    </ListBase>
  );
};

export default MerchantPaymentReport;
