import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import type { OwnerSummary } from '../../domain/wire/ownerDashboard';
import { ChartFiguresTable } from '../ChartFiguresTable';

type Sales = NonNullable<OwnerSummary['sales']>;

/** ₡12,500 on an axis: whole colones. */
const axisMoney = (value: number) => formatMoney(value).replace(/\.00$/, '');

/** Today's sales by hour beside last week's same day, from the first hour with sales of either to the last. */
export const HourlySalesChart = ({ byHour }: { byHour: Sales['byHour'] }) => {
  const translate = useTranslate();
  const busy = byHour.filter((hour) => hour.sales > 0 || hour.lastWeek > 0);
  const first = busy[0]?.hour ?? 11;
  const last = Math.max(busy.at(-1)?.hour ?? 21, first);
  const hours = byHour.slice(first, last + 1);
  const label = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const title = translate('owner_home.by_hour');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h6">
        {title}
      </Typography>
      <Box inert>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: hours.map((hour) => label(hour.hour)) }]}
          yAxis={[{ width: 80, valueFormatter: axisMoney }]}
          series={[
            { data: hours.map((hour) => hour.sales), label: translate('owner_home.today'), valueFormatter: (value) => formatMoney(value ?? 0) },
            { data: hours.map((hour) => hour.lastWeek), label: translate('owner_home.last_week_series'), valueFormatter: (value) => formatMoney(value ?? 0) },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      <ChartFiguresTable
        caption={`${title}: ${translate('owner_home.chart_table')}`}
        head={[translate('owner_home.hour'), translate('owner_home.today'), translate('owner_home.last_week_series')]}
        rows={hours.map((hour) => [label(hour.hour), formatMoney(hour.sales), formatMoney(hour.lastWeek)])}
      />
    </Box>
  );
};

/** dd/mm from YYYY-MM-DD. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The last 30 days' sales, today last. */
export const DailySalesChart = ({ days }: { days: Sales['days'] }) => {
  const translate = useTranslate();
  const title = translate('owner_home.days');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h6">
        {title}
      </Typography>
      <Box inert>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: days.map(({ day }) => shortDay(day)) }]}
          yAxis={[{ width: 80, valueFormatter: axisMoney }]}
          series={[{ data: days.map(({ sales }) => sales), label: translate('owner_home.sales'), valueFormatter: (value) => formatMoney(value ?? 0), area: true, showMark: false }]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      <ChartFiguresTable
        caption={`${title}: ${translate('owner_home.chart_table')}`}
        head={[translate('owner_home.day'), translate('owner_home.orders'), translate('owner_home.sales')]}
        rows={days.map(({ day, orders, sales }) => [day.split('-').reverse().join('/'), String(orders), formatMoney(sales)])}
      />
    </Box>
  );
};
