import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMinorUnits } from '../../domain/money';
import { formatLocalDateTime } from '../../domain/transactionDisplay';
import type { ProviderSummary } from '../../domain/wire/providerDashboard';
import { ChartFiguresTable } from '../ChartFiguresTable';

const CODES = { CRC: 188, USD: 840 } as const;

/** dd/mm from YYYY-MM-DD, as the axis shows each day. */
const shortDay = (day: string) => formatLocalDateTime(`${day}T00:00`).slice(0, 5);

/**
 * One currency's daily volume as bars, with the same figures as a table that only screen readers
 * reach; the chart itself is inert, like the restaurant's home's charts.
 */
export const DailyVolumeChart = ({ days, currency }: { days: ProviderSummary['days']; currency: 'CRC' | 'USD' }) => {
  const translate = useTranslate();
  const code = CODES[currency];
  const amounts = days.map(({ totals }) => totals.find((line) => line.currency === currency)?.amount ?? 0);
  const counts = days.map(({ totals }) => totals.find((line) => line.currency === currency)?.count ?? 0);
  const title = translate('provider_home.per_day', { currency: translate(currency === 'CRC' ? 'provider_home.colones' : 'provider_home.dollars') });
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <Box inert>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: days.map(({ day }) => shortDay(day)) }]}
          yAxis={[{ width: 80, valueFormatter: (value: number) => formatMinorUnits(value, code).replace(/\.00$/, '') }]}
          series={[{ data: amounts, label: translate('provider_home.amount'), valueFormatter: (value) => formatMinorUnits(value ?? 0, code) }]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      <ChartFiguresTable
        caption={`${title}: ${translate('provider_home.chart_table')}`}
        head={[translate('provider_home.day'), translate('provider_home.count'), translate('provider_home.amount')]}
        rows={days.map(({ day }, index) => [formatLocalDateTime(`${day}T00:00`).slice(0, 10), String(counts[index]), formatMinorUnits(amounts[index], code)])}
      />
    </Box>
  );
};
