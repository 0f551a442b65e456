import { Alert, Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { LoadError } from '../../src/components/LoadError';
import { PAYMENT_METHOD_LABELS } from '../../src/domain/dayCloseMessages';
import { CRC, formatMoney } from '../../src/domain/money';
import { formatLocalDateTime } from '../../src/domain/transactionDisplay';
import type { UnissuedCharge, UnissuedCharges as Answer } from '../../src/domain/wire/receipts';
import type { PortalDataProvider } from '../../src/providers/dataProvider';

const colones = (amount: number) => formatMoney(amount, CRC);

/**
 * 'Cobros sin comprobante': the confirmed charges (card, SINPE Móvil, cash) of the list's days that
 * have no electronic document, such as the demo's seeded bills, so the period's documents can be
 * reconciled with its charges; 'Emitir comprobante' issues one charge's tiquete (POST
 * /receipts/charges/:id/issue, mock-api/restaurant/chargeDocuments.ts) and both lists refresh.
 */
export const UnissuedCharges = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.receipts.unissued.${key}`, options);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const { filterValues, refetch: refetchDocuments } = useListContext();
  const filter = { from: filterValues.from, to: filterValues.to };
  // a page of one range: another range starts at its first page
  const range = `${String(filter.from)}:${String(filter.to)}`;
  const [paging, setPaging] = useState({ range, page: 1 });
  const page = paging.range === range ? paging.page : 1;
  const setPage = (next: number) => setPaging({ range, page: next });
  /** The charge being issued, or 'page' while the page's are issued one after another. */
  const [issuing, setIssuing] = useState<number | 'page' | null>(null);
  const key = ['receipts', 'charges', filter.from, filter.to, page];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.action<Answer>('receipts', 'charges', { filter, page }),
    retry: false,
  });

  // the last charge of the last page issued: that page is gone, show the one before
  useEffect(() => {
    if (data && data.charges.length === 0 && data.total > 0 && page > data.pages) setPaging({ range, page: data.pages });
  }, [data, page, range]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['receipts', 'charges'] });
    refetchDocuments();
  };

  const issue = async (charge: UnissuedCharge) => {
    setIssuing(charge.id);
    try {
      const answer = await dataProvider.action<{ message: string }>('receipts', 'issueCharge', { id: charge.id });
      feedback.success(answer.message);
    } catch (failure) {
      feedback.error((failure as Error)?.message);
    } finally {
      setIssuing(null);
      await refresh();
    }
  };

  /** 'Emitir los de esta página': each charge on screen in turn (one document each, the server refuses a second), stopping at the first refusal. */
  const issuePage = async (charges: readonly UnissuedCharge[]) => {
    setIssuing('page');
    let issued = 0;
    try {
      for (const charge of charges) {
        await dataProvider.action('receipts', 'issueCharge', { id: charge.id });
        issued += 1;
      }
      feedback.success(t('page_issued', { smart_count: issued }));
    } catch (failure) {
      feedback.error((failure as Error)?.message);
    } finally {
      setIssuing(null);
      await refresh();
    }
  };

  const heading = (
    <Typography variant="h6" component="h2">
      {t('title')}
    </Typography>
  );
  if (error) return <Box sx={{ px: 2, pb: 2 }}>{heading}<LoadError error={error} onRetry={() => refetch()} /></Box>;
  if (isPending) return <Box sx={{ px: 2, pb: 2 }}>{heading}<CircularProgress size={24} aria-label={translate('app.loading')} /></Box>;
  if (data.total === 0)
    return (
      <Box sx={{ px: 2, pb: 2 }}>
        {heading}
        <Typography color="text.secondary">{t('none')}</Typography>
      </Box>
    );
  const pages = data.pages;
  const shownPage = Math.min(page, pages);
  return (
    <Box component="section" aria-label={t('title')} sx={{ px: 2, pb: 2 }}>
      {heading}
      <Alert severity="warning" sx={{ my: 1 }}>
        {data.total === 1 ? t('summary_one', { amount: colones(data.amount) }) : t('summary', { count: data.total, amount: colones(data.amount) })}
      </Alert>
      <div style={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('at')}</TableCell>
              <TableCell>{t('table')}</TableCell>
              <TableCell>{t('orders')}</TableCell>
              <TableCell>{t('method')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell align="right">{t('tip')}</TableCell>
              <TableCell>{t('recorded_by')}</TableCell>
              <TableCell>{t('action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.charges.map((charge) => (
              <TableRow key={charge.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLocalDateTime(charge.at)}</TableCell>
                <TableCell>{charge.table}</TableCell>
                <TableCell>{charge.orderNumbers.map((number) => `#${number}`).join(', ')}</TableCell>
                <TableCell>{PAYMENT_METHOD_LABELS[charge.method]}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{colones(charge.amount)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{charge.tip > 0 ? colones(charge.tip) : ''}</TableCell>
                <TableCell>{charge.recordedBy}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={issuing !== null}
                    onClick={() => issue(charge)}
                    aria-label={t('issue_label', { amount: colones(charge.amount), at: formatLocalDateTime(charge.at) })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {issuing === charge.id ? t('issuing') : t('issue')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={issuing !== null} onClick={() => issuePage(data.charges)} sx={{ whiteSpace: 'nowrap' }}>
          {issuing === 'page' ? t('issuing') : t('issue_page', { smart_count: data.charges.length })}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('amount_note')}
        </Typography>
        {pages > 1 && (
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{t('page', { page: shownPage, pages })}</Typography>
            <Button size="small" disabled={shownPage <= 1} onClick={() => setPage(shownPage - 1)}>
              {t('previous')}
            </Button>
            <Button size="small" disabled={shownPage >= pages} onClick={() => setPage(shownPage + 1)}>
              {t('next')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
};
