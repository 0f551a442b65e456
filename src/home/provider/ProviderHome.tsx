import { Box, Card, CardContent, Chip, Grid, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { type DateRange, presetRange, reportRangeError, todayInCostaRica } from '../../domain/dateRanges';
import { formatMinorUnits } from '../../domain/money';
import type { CurrencyTotal } from '../../domain/wire/common';
import type { ProviderSummary } from '../../domain/wire/providerDashboard';
import { httpClient } from '../../providers/httpClient';
import { DailyVolumeChart } from './DailyVolumeChart';
import { ProviderReceipts } from './ProviderReceipts';
import { TitledCard } from '../../components/TitledCard';
import { MerchantNameCell } from './MerchantNameCell';

const CODES = { CRC: 188, USD: 840 } as const;
const percent = (fraction: number) => `${(fraction * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

/** A total per currency, one line each: '₡1,234.00 (12)'. */
const Amounts = ({ totals }: { totals: CurrencyTotal[] }) => (
  <>
    {totals.map((line) => (
      <Box component="span" key={line.currency} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {formatMinorUnits(line.amount, CODES[line.currency])} ({line.count.toLocaleString('es-CR')})
      </Box>
    ))}
  </>
);

/** A small table of label → totals (brands, channels). */
const SliceTable = ({ label, rows }: { label: string; rows: { name: string; totals: CurrencyTotal[] }[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{label}</TableCell>
          <TableCell align="right">{translate('provider_home.volume')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell component="th" scope="row">
              {row.name}
            </TableCell>
            <TableCell align="right">{row.totals.length ? <Amounts totals={row.totals} /> : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * The provider's home (groups 1 and 3): the range's volume, refunds, daily volume per
 * currency (chart and table), brands, channels, the top merchants against the days before, and the
 * merchants that need attention. One call, GET /dashboard/provider; loaded lazily with the charts.
 */
const ProviderHome = () => {
  const translate = useTranslate();
  const [today] = useState(todayInCostaRica);
  const [range, setRange] = useState<DateRange>(() => presetRange('last30Days', today));
  const [applied, setApplied] = useState(range);
  const rangeError = reportRangeError(range, today);
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'provider', applied.startDate, applied.endDate],
    queryFn: () => httpClient<ProviderSummary>(`/dashboard/provider?from=${applied.startDate}&to=${applied.endDate}`),
  });
  const change = (range: DateRange) => {
    setRange(range);
    if (!reportRangeError(range, today)) setApplied(range);
  };
  const dayCount = data?.days.length ?? 30;
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2">
        {translate('provider_home.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }} useFlexGap spacing={1.5}>
        <DateRangeFilter today={today} value={range} error={rangeError} onChange={change} />
      </Stack>
      {error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : !data ? (
        <Typography>{translate('provider_home.loading')}</Typography>
      ) : (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TitledCard title={translate('provider_home.volume')}>
                {data.totals.length ? <Amounts totals={data.totals} /> : translate('provider_home.empty')}
              </TitledCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TitledCard title={translate('provider_home.refunds')}>
                {data.refunds.totals.length ? <Amounts totals={data.refunds.totals} /> : '—'}
              </TitledCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TitledCard title={translate('provider_home.refund_rate')}>
                <Typography variant="h5" component="p">
                  {percent(data.refunds.rate)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('provider_home.refund_rate_text', { count: data.refunds.count.toLocaleString('en-US') })}
                </Typography>
              </TitledCard>
            </Grid>
          </Grid>
          <Card>
            <CardContent>
              <Grid container spacing={2}>
                {(['CRC', 'USD'] as const).map((currency) => (
                  <Grid key={currency} size={{ xs: 12, md: 6 }}>
                    <DailyVolumeChart days={data.days} currency={currency} />
                  </Grid>
                ))}
              </Grid>
            </CardContent>
          </Card>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TitledCard title={translate('provider_home.by_brand')}>
                <SliceTable label={translate('provider_home.brand')} rows={data.byBrand.map(({ brand, totals }) => ({ name: brand, totals }))} />
              </TitledCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TitledCard title={translate('provider_home.by_channel')}>
                <SliceTable
                  label={translate('provider_home.channel')}
                  rows={data.byChannel.map(({ channel, totals }) => ({ name: translate(`provider_home.channel_${channel}`), totals }))}
                />
              </TitledCard>
            </Grid>
          </Grid>
          <TitledCard title={translate('provider_home.top_merchants')}>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('provider_home.merchant')}</TableCell>
                    <TableCell align="right">{translate('provider_home.volume')}</TableCell>
                    <TableCell align="right" title={translate('provider_home.change_text', { days: dayCount })}>
                      {translate('provider_home.change')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.topMerchants.map((merchant) => (
                    <TableRow key={merchant.id}>
                      <MerchantNameCell merchant={merchant} />
                      <TableCell align="right">
                        <Amounts totals={merchant.totals} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: merchant.change !== null && merchant.change < 0 ? 'error.main' : undefined }}>
                        {merchant.change === null ? translate('provider_home.no_change') : `${merchant.change > 0 ? '+' : ''}${percent(merchant.change)}`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </TitledCard>
          <TitledCard title={translate('provider_home.attention')}>
            {data.attention.length === 0 ? (
              <Typography variant="body2">{translate('provider_home.none_attention')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {data.attention.map((merchant) => (
                  <li key={merchant.id}>
                    <Link component={RouterLink} to={`/merchants/${merchant.id}`}>
                      {merchant.name}
                    </Link>{' '}
                    {merchant.suspended && <Chip size="small" color="error" variant="outlined" label={translate('provider_home.suspended')} sx={{ ml: 0.5 }} />}
                    {merchant.itbmsPending && <Chip size="small" color="warning" variant="outlined" label={translate('provider_home.itbms_pending')} sx={{ ml: 0.5 }} />}
                  </li>
                ))}
              </Box>
            )}
          </TitledCard>
          <ProviderReceipts range={applied} />
        </>
      )}
    </Stack>
  );
};

export default ProviderHome;
