import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Title, useTranslate } from 'react-admin';
import { CrDayPicker } from '../../src/components/CrDayPicker';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { saveFile } from '../../src/components/saveFile';
import { todayInCostaRica } from '../../src/domain/dateRanges';
import type { DayClose } from '../../src/domain/wire/dayClose';
import { httpClient } from '../../src/providers/httpClient';
import { closeCsv, closeCsvFile } from './closeCsv';
import { ChargesCard, crShown, OpenTabsCard, OrdersCard, PaymentsCard, PendingSinpeCard, TipsCard } from './CloseTables';
import { CashCount, closeWarnings, countedColones, type CashCountValue } from './CashCount';
import { CloseTicket } from './CloseTicket';

const shownDay = (date: string) => date.split('-').reverse().join('/');

/**
 * 'Cierre de caja' (groups 4 and 2): a Costa Rica day's payments by method with
 * their tips, tips per waiter, service and IVA, orders and cancellations, what is still open; it
 * prints as an 80 mm ticket, downloads as CSV, and staff close the day from here (the API refuses
 * a close while SINPE payments wait, and any later change to that day's payments).
 */
const CashCloseScreen = () => {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`resources.cashClose.${key}`, options);
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [today] = useState(todayInCostaRica);
  const [date, setDate] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today;
  const key = ['cashClose', date];
  const { data, error } = useQuery({ queryKey: key, queryFn: () => httpClient<DayClose>(`/cashClose/${date}`), enabled: valid });
  const [closing, setClosing] = useState(false);
  const [count, setCount] = useState<CashCountValue>({ counted: '', reason: '' });
  const counted = countedColones(count.counted);
  const warnings = data ? closeWarnings(data, counted) : null;
  // open bills or a count off the expected: the close says why (docs/departures.md)
  const reasonMissing = !!warnings && (warnings.openBills > 0 || (warnings.difference !== null && warnings.difference !== 0)) && !count.reason.trim();

  const closeDay = () =>
    feedback.confirm({
      title: k('close_question', { date: shownDay(date) }),
      message: k('close_text'),
      confirmLabel: k('close'),
      onConfirm: async () => {
        setClosing(true);
        try {
          const body = { countedCash: counted, ...(count.reason.trim() ? { reason: count.reason.trim() } : {}) };
          const answer = await httpClient<{ close: DayClose; message: string }>(`/cashClose/${date}/close`, { method: 'POST', body });
          queryClient.setQueryData(key, answer.close);
          feedback.success(answer.message);
        } catch (refusal) {
          feedback.error(refusal instanceof HttpError ? refusal.message : undefined);
          void queryClient.invalidateQueries({ queryKey: key });
        } finally {
          setClosing(false);
        }
      },
    });

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={k('title')} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <CrDayPicker label={k('date')} value={date} onChange={setDate} max={today} name="date" />
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={() => window.print()}>
          {k('print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!data}
          onClick={() => data && saveFile(new Blob([closeCsv(data, t)], { type: 'text/csv;charset=utf-8' }), closeCsvFile(data.date))}
        >
          {k('download')}
        </Button>
        <Button variant="contained" startIcon={<LockIcon />} disabled={!data || !!data.closed || closing || counted === null || reasonMissing} onClick={closeDay}>
          {k('close')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : !data || data.date !== date ? (
        <Typography>{k('loading')}</Typography>
      ) : (
        <>
          <Alert severity={data.closed ? 'success' : 'info'} data-testid="close-state">
            {data.closed ? k('closed_day', { at: crShown(data.closed.at), by: data.closed.by }) : k('open_day')}
          </Alert>
          {!data.closed && <CashCount close={data} value={count} onChange={setCount} />}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <PaymentsCard close={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <TipsCard close={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ChargesCard close={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <OrdersCard close={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <OpenTabsCard close={data} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PendingSinpeCard close={data} />
            </Grid>
          </Grid>
          <CloseTicket close={data} />
        </>
      )}
    </Stack>
  );
};

export default CashCloseScreen;
