import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DetailLines } from '../../src/components/DetailLines';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { LoadError } from '../../src/components/LoadError';
import { MessageDialog } from '../../src/components/MessageDialog';
import { CRC, formatMoney, USD } from '../../src/domain/money';
import { PAYMENT_MEAN_LABELS, RECEIPT_MAIL_LABELS, RECEIPT_TYPE_LABELS } from '../../src/domain/receiptMessages';
import { formatLocalDateTime } from '../../src/domain/transactionDisplay';
import type { ReceiptDetail as Detail } from '../../src/domain/wire/receipts';
import { downloadReceiptXml } from './receiptFiles';
import { ReceiptStatusChip } from './ReceiptStatusChip';

const t = (key: string) => `resources.receipts.detail.${key}`;

const ClaveLink = ({ clave }: { clave: string }) => (
  <Link component={RouterLink} to={`/receipts/${clave}`}>
    {clave}
  </Link>
);

/**
 * One electronic document at /receipts/{clave}: its numbers, Hacienda's state and
 * answer, its lines; 'Descargar XML', and 'Reenviar' when Hacienda rejected it (a new document
 * for the same sale, mock-api/restaurant/receiptReissue.ts).
 */
const ReceiptDetail = () => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { clave = '' } = useParams();
  // react-admin fills a record's cache from the list (a row without its lines) until the detail arrives
  const { data, error, isPending, refetch } = useGetOne<Omit<Detail, 'lines'> & { lines?: Detail['lines']; id: string }>('receipts', { id: clave }, { retry: false });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const back = (
    <Button component={RouterLink} to="/receipts" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate(t('back'))}
    </Button>
  );
  if (error) return <Stack spacing={2} sx={{ mt: 2 }}>{back}<LoadError error={error} onRetry={() => refetch()} /></Stack>;
  if (isPending || !data) return <Typography sx={{ p: 2 }}>{translate('app.loading')}</Typography>;

  const money = (amount: number) => formatMoney(amount, data.currency === 'CRC' ? CRC : USD);
  const download = async () => {
    try {
      await downloadReceiptXml(data.clave);
    } catch (problem) {
      feedback.error((problem as Error)?.message);
    }
  };
  const resend = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const answer = (await dataProvider.action('receipts', 'resend', { clave: data.clave })) as { document: { clave: string }; message: string };
      feedback.success(answer.message, () => navigate(`/receipts/${answer.document.clave}`));
    } catch (problem) {
      feedback.error((problem as Error)?.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate(t('title'), { consecutivo: data.consecutivo })} />
      {back}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {RECEIPT_TYPE_LABELS[data.type]} {data.consecutivo}
          </Typography>
          <DetailLines labelWidth="30%"
            lines={[
              [translate(t('status')), <ReceiptStatusChip key="status" status={data.status} />],
              ...(data.message ? [[translate(t('message')), data.message] as [string, ReactNode]] : []),
              [translate(t('consecutivo')), data.consecutivo],
              [translate(t('clave')), data.clave],
              [translate(t('situacion')), translate(t(`situacion_${data.situacion}`))],
              [translate(t('issuedAt')), formatLocalDateTime(data.issuedAt)],
              [translate(t('order')), String(data.orderId)],
              ...(data.receiver ? [[translate(t('receiver')), data.receiver] as [string, ReactNode]] : []),
              [translate(t('payments')), data.payments.map((code) => PAYMENT_MEAN_LABELS[code] ?? code).join(', ')],
              [translate(t('total')), money(data.total)],
              ...(data.corrects ? [[translate(t('corrects')), <ClaveLink key="corrects" clave={data.corrects} />] as [string, ReactNode]] : []),
              ...(data.mail ? [[translate(t('mail')), RECEIPT_MAIL_LABELS[data.mail]] as [string, ReactNode]] : []),
              ...(data.replaces ? [[translate(t('replaces')), <ClaveLink key="replaces" clave={data.replaces} />] as [string, ReactNode]] : []),
              ...(data.replacedBy ? [[translate(t('replaced_by')), <ClaveLink key="replacedBy" clave={data.replacedBy} />] as [string, ReactNode]] : []),
            ]}
          />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
              {translate(t('download_xml'))}
            </Button>
            {data.status === 'rechazado' && !data.replacedBy && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setAsking(true)} disabled={busy}>
                {translate(t('resend'))}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(t('lines'))}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('line_detail'))}</TableCell>
                  <TableCell align="right">{translate(t('line_quantity'))}</TableCell>
                  <TableCell align="right">{translate(t('line_total'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(data.lines ?? []).map((line, index) => (
                  <TableRow key={index}>
                    <TableCell>{line.detail}</TableCell>
                    <TableCell align="right">{line.quantity.toLocaleString('es-CR')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(line.lineTotal)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </CardContent>
      </Card>
      <MessageDialog
        open={asking}
        title={translate(t('resend_title'))}
        message={translate(t('resend_text'))}
        confirmLabel={translate(t('resend_confirm'))}
        onConfirm={resend}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
};

export default ReceiptDetail;
