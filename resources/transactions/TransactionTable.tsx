import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { FunctionField, type RaRecord, TextField as RaTextField, useTranslate } from 'react-admin';
import { AbbreviatedLabel } from '../../src/components/AbbreviatedLabel';
import { ReportTable } from '../../src/components/ReportTable';
import { ReportTotals } from '../../src/components/ReportTotals';
import { formatMinorUnits } from '../../src/domain/money';
import { formatLocalDateTime, isRefund, transactionTypeLabel } from '../../src/domain/transactionDisplay';

// Refunds in red (docs/spec-reference.md §2): every cell of the row, the link included.
const refundSx = { '& .MuiTableCell-root, & .MuiTableCell-root a': { color: 'error.main' } };

/** The public voucher page is another app on the same host: a plain link, opened in a new tab. */
const VoucherLink = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Link
      href={`${import.meta.env.BASE_URL}voucher/${encodeURIComponent(record.voucher_id)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('resources.transactions.open_voucher', { id: record.transaction_id })}
    >
      {record.transaction_id}
    </Link>
  );
};

const TypeLabel = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <>
      {transactionTypeLabel(record.transaction_type_desc)}
      {record.status === 'DECLINED' && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          ({translate('resources.transactions.declined')})
        </Typography>
      )}
    </>
  );
};

/** The row's detail screen (item 5). */
const DetailLink = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={`/reports/transactions/${record.transaction_id}`} aria-label={translate('resources.transactions.open_detail', { id: record.transaction_id })}>
      {translate('resources.transactions.detail_link')}
    </Link>
  );
};

const refundCardSx = { color: 'error.main', '& a, & dd': { color: 'error.main' } };

/** The report's rows, sortable by date (the server pages, so it sorts), and the range's totals under them. */
export const TransactionTable = () => {
  const translate = useTranslate();
  return (
    <ReportTable
      emptyText={translate('resources.transactions.empty')}
      rowSx={(record) => (isRefund(record) ? refundSx : {})}
      cardSx={(record) => (isRefund(record) ? refundCardSx : {})}
      footer={<ReportTotals minorUnits note={translate('resources.transactions.totals_note')} />}
    >
      <FunctionField source="transaction_id" sortable={false} render={(record) => <VoucherLink record={record} />} />
      <RaTextField
        source="auth_code"
        label={<AbbreviatedLabel short={translate('resources.transactions.fields.auth_code')} full={translate('resources.transactions.fields.auth_code_full')} />}
        sortable={false}
      />
      <FunctionField source="amount" sortable={false} textAlign="right" render={(record) => formatMinorUnits(record.amount, record.currency_code)} />
      <FunctionField source="date_time" sortByOrder="DESC" render={(record) => formatLocalDateTime(record.date_time)} />
      <RaTextField source="scheme" sortable={false} />
      <RaTextField source="pan" sortable={false} />
      <FunctionField source="transaction_type_desc" sortable={false} render={(record) => <TypeLabel record={record} />} />
      <RaTextField source="merchant.name" label="resources.transactions.fields.merchant" sortable={false} />
      <RaTextField source="full_name" sortable={false} />
      // source set so a phone card keeps the number as its title (RecordCards titles by source)
      <FunctionField source="transaction_id" label="resources.transactions.detail_column" sortable={false} render={(record) => <DetailLink record={record} />} />
    </ReportTable>
  );
};
