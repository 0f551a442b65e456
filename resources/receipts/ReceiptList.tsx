import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { FunctionField, ListBase, TextField as RaTextField, Title, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { ReportTable } from '../../src/components/ReportTable';
import { ReportTotals } from '../../src/components/ReportTotals';
import { startOfMonth, todayInCostaRica } from '../../src/domain/dateRanges';
import { CRC, formatMoney, USD } from '../../src/domain/money';
import { PAYMENT_MEAN_LABELS, RECEIPT_MAIL_LABELS, RECEIPT_PAGE_SIZE, RECEIPT_TYPE_LABELS } from '../../src/domain/receiptMessages';
import { formatLocalDateTime } from '../../src/domain/transactionDisplay';
import type { ReceiptRow, ReceiptTotal } from '../../src/domain/wire/receipts';
import { exportReceiptsCsv } from './receiptFiles';
import { ReceiptFilters } from './ReceiptFilters';
import { ReceiptStatusChip } from './ReceiptStatusChip';
import { UnissuedCharges } from './UnissuedCharges';

const ExportButton = () => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await exportReceiptsCsv(filterValues);
    } catch (error) {
      feedback.error((error as Error)?.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={start} disabled={busy}>
      {translate(busy ? 'resources.receipts.exporting' : 'resources.receipts.export')}
    </Button>
  );
};

const DetailLink = ({ record }: { record: ReceiptRow }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={`/receipts/${record.clave}`} aria-label={translate('resources.receipts.open_label', { consecutivo: record.consecutivo })}>
      {translate('resources.receipts.open')}
    </Link>
  );
};

/** A nota de crédito's row names the clave it corrects, linked to that document's detail. */
const CorrectsLink = ({ clave }: { clave: string }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={`/receipts/${clave}`} aria-label={translate('resources.receipts.corrects_label', { clave })} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {clave}
    </Link>
  );
};

/**
 * 'Comprobantes' (groups 4 and 2): the merchant's electronic documents of a range of
 * days (the month so far at first), filtered by type, Hacienda's state and part of a clave or
 * consecutivo; the range's totals per type and currency; 'Exportar CSV' of every filtered one; and
 * above them the range's charges that have no document yet ('Cobros sin comprobante').
 */
const ReceiptList = () => {
  const translate = useTranslate();
  const [today] = useState(todayInCostaRica);
  return (
    <ListBase
      resource="receipts"
      perPage={RECEIPT_PAGE_SIZE}
      filterDefaultValues={{ from: startOfMonth(today), to: today }}
      disableSyncWithLocation
      storeKey="receipts.list"
      queryOptions={{ onError: () => undefined }}
    >
      <Title title={translate('resources.receipts.list_title')} />
      <Card>
        <ReceiptFilters today={today} />
        <Box sx={{ px: 2, pb: 1 }}>
          <ExportButton />
        </Box>
        <UnissuedCharges />
        <Typography variant="h6" component="h2" sx={{ px: 2 }}>
          {translate('resources.receipts.issued_title')}
        </Typography>
        <ReportTable emptyText={translate('resources.receipts.empty')} footer={
            <ReportTotals<ReceiptTotal>
              note={translate('resources.receipts.totals_note')}
              kind={{ header: translate('resources.receipts.type'), label: (total) => RECEIPT_TYPE_LABELS[total.type] }}
            />
          }>
          <RaTextField source="consecutivo" label="resources.receipts.fields.consecutivo" sortable={false} />
          <FunctionField source="issuedAt" label="resources.receipts.fields.issuedAt" sortable={false} render={(record: ReceiptRow) => formatLocalDateTime(record.issuedAt)} />
          <FunctionField source="type" label="resources.receipts.fields.type" sortable={false} render={(record: ReceiptRow) => RECEIPT_TYPE_LABELS[record.type]} />
          <FunctionField source="status" label="resources.receipts.fields.status" sortable={false} render={(record: ReceiptRow) => <ReceiptStatusChip status={record.status} />} />
          <FunctionField
            source="payments"
            label="resources.receipts.fields.payments"
            sortable={false}
            render={(record: ReceiptRow) => record.payments.map((code) => PAYMENT_MEAN_LABELS[code] ?? code).join(', ')}
          />
          <FunctionField
            source="total"
            label="resources.receipts.fields.total"
            sortable={false}
            textAlign="right"
            render={(record: ReceiptRow) => formatMoney(record.total, record.currency === 'CRC' ? CRC : USD)}
          />
          <FunctionField source="corrects" label="resources.receipts.fields.corrects" sortable={false} render={(record: ReceiptRow) => (record.corrects ? <CorrectsLink clave={record.corrects} /> : '')} />
          <FunctionField source="mail" label="resources.receipts.fields.mail" sortable={false} render={(record: ReceiptRow) => (record.mail ? RECEIPT_MAIL_LABELS[record.mail] : '')} />
          <FunctionField source="consecutivo" label="resources.receipts.fields.detail" sortable={false} render={(record: ReceiptRow) => <DetailLink record={record} />} />
        </ReportTable>
      </Card>
    </ListBase>
  );
};

export default ReceiptList;
