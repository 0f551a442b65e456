import { Box, Card, CardContent, Grid, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../domain/money';
import { formatQuantity } from '../../domain/stockUnits';
import type { OwnerSummary } from '../../domain/wire/ownerDashboard';
import { httpClient } from '../../providers/httpClient';
import { DailySalesChart, HourlySalesChart } from './OwnerCharts';
import { useOrderStreamRefresh } from './useOrderStreamRefresh';
import { TitledCard } from '../../components/TitledCard';

const QUERY_KEY = ['dashboard', 'owner'];
/** Should the stream be cut off by a proxy, the figures are still read again this often. */
const FALLBACK_REFRESH_MS = 60_000;

/**
 * Today's figure: a heading's size where the card has room, smaller where it has not (half a
 * phone, a fifth of a tablet), so that ₡123,456,789.00, 7.6 times the font size wide, fits the card
 * (12.5 % of its width is an eighth) instead of being cut off past ₡1,000,000.
 */
const FIGURE_TEXT = { fontVariantNumeric: 'tabular-nums', fontSize: 'min(1.5rem, 12.5cqi)' } as const;

/** A figure of today with last week's beside it and the change between them. */
const Figure = ({ name, label, today, lastWeek, show }: { name: string; label: string; today: number; lastWeek: number; show: (value: number) => string }) => {
  const translate = useTranslate();
  const change = lastWeek === 0 ? null : (today - lastWeek) / lastWeek;
  const percent = change === null ? '' : `${Math.abs(change * 100).toLocaleString('en-US', { maximumFractionDigits: 0 })} %`;
  return (
    <Card sx={{ height: '100%' }} data-testid={`figure-${name}`}>
      <CardContent sx={{ containerType: 'inline-size' }}>
        <Typography variant="body2" component="h3" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={FIGURE_TEXT} data-testid={`figure-${name}-today`}>
          {show(today)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('owner_home.last_week', { value: show(lastWeek) })}
          {change !== null && ` · ${change === 0 ? translate('owner_home.same') : translate(change > 0 ? 'owner_home.up' : 'owner_home.down', { percent })}`}
        </Typography>
      </CardContent>
    </Card>
  );
};

const count = (value: number) => value.toLocaleString('en-US');

const DishTable = ({ dishes }: { dishes: NonNullable<OwnerSummary['sales']>['topByAmount'] }) => {
  const translate = useTranslate();
  if (dishes.length === 0) return <Typography variant="body2">{translate('owner_home.no_dishes')}</Typography>;
  return (
    <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('owner_home.dish')}</TableCell>
          <TableCell align="right">{translate('owner_home.quantity')}</TableCell>
          <TableCell align="right">{translate('owner_home.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {dishes.map((dish) => (
          <TableRow key={dish.productId}>
            <TableCell component="th" scope="row">
              {dish.name}
            </TableCell>
            <TableCell align="right">{dish.quantity}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(dish.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * The restaurant's home: today so far against the same weekday last week, sales
 * by hour, the top dishes, payment methods, the floor (open tables, pending calls), stock under
 * its minimum, the last 30 days. One call, GET /dashboard/owner, read again whenever the order
 * stream tells of a change, so a payment shows without a reload. Operators see the floor and the
 * orders only (the API sends them no sales). Loaded lazily with its charts.
 */
const OwnerHome = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => httpClient<OwnerSummary>('/dashboard/owner'),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
  const live = useOrderStreamRefresh(useCallback(() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY }), [queryClient]));

  if (error) return <Typography color="error">{(error as Error).message}</Typography>;
  if (!data) return <Typography>{translate('owner_home.loading')}</Typography>;
  const { operations, sales } = data;
  const weekday = translate(`owner_home.weekdays.${new Date(`${data.lastWeek}T12:00:00Z`).getUTCDay()}`);
  const figure = { xs: 6, sm: 4, md: sales ? 2.4 : 6 } as const;
  return (
    <Stack spacing={2} sx={{ mb: 3 }} data-testid="owner-home" data-at={data.at} data-connection={live ? 'live' : 'connecting'}>
      <div>
        <Typography variant="h5" component="h2">
          {translate('owner_home.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('owner_home.subtitle', { weekday })}
        </Typography>
      </div>
      <Grid container spacing={2}>
        {sales && (
          <Grid size={figure}>
            <Figure name="sales" label={translate('owner_home.sales')} today={sales.today.sales} lastWeek={sales.lastWeek.sales} show={formatMoney} />
          </Grid>
        )}
        <Grid size={figure}>
          <Figure name="orders" label={translate('owner_home.orders')} today={operations.today.orders} lastWeek={operations.lastWeek.orders} show={count} />
        </Grid>
        {sales && (
          <>
            <Grid size={figure}>
              <Figure name="average" label={translate('owner_home.average_ticket')} today={sales.today.averageTicket} lastWeek={sales.lastWeek.averageTicket} show={formatMoney} />
            </Grid>
            <Grid size={figure}>
              <Figure name="tips" label={translate('owner_home.tips')} today={sales.today.tips} lastWeek={sales.lastWeek.tips} show={formatMoney} />
            </Grid>
          </>
        )}
        <Grid size={figure}>
          <Figure name="cancelled" label={translate('owner_home.cancelled')} today={operations.today.cancelled} lastWeek={operations.lastWeek.cancelled} show={count} />
        </Grid>
      </Grid>
      {sales && (
        <Card>
          <CardContent>
            <HourlySalesChart byHour={sales.byHour} />
          </CardContent>
        </Card>
      )}
      <Grid container spacing={2}>
        {sales && (
          <Grid size={{ xs: 12, md: 4 }}>
            <TitledCard heading="h3" title={translate('owner_home.methods')}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('owner_home.method')}</TableCell>
                    <TableCell align="right">{translate('owner_home.payments')}</TableCell>
                    <TableCell align="right">{translate('owner_home.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sales.methods.map((line) => (
                    <TableRow key={line.method} data-testid={`method-${line.method}`}>
                      <TableCell component="th" scope="row">
                        {translate(`owner_home.methods_names.${line.method}`)}
                      </TableCell>
                      <TableCell align="right">{line.count}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(line.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TitledCard>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: sales ? 4 : 6 }}>
          <TitledCard heading="h3" title={translate('owner_home.floor')}>
            <Stack direction="row" spacing={4}>
              <div>
                <Typography variant="h4" component="p" data-testid="open-tables">
                  {operations.openTables}
                </Typography>
                <Typography variant="body2">{translate('owner_home.open_tables')}</Typography>
              </div>
              <div>
                <Typography variant="h4" component="p" data-testid="calls-pending" color={operations.callsPending > 0 ? 'warning.dark' : undefined}>
                  {operations.callsPending}
                </Typography>
                <Typography variant="body2">{translate('owner_home.calls_pending')}</Typography>
              </div>
            </Stack>
          </TitledCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: sales ? 4 : 6 }}>
          <TitledCard heading="h3" title={translate('owner_home.low_stock')}>
            {operations.lowStock.length === 0 ? (
              <Typography variant="body2">{translate('owner_home.no_low_stock')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {operations.lowStock.map((item) => (
                  <li key={item.id}>
                    <Link component={RouterLink} to={`/stocks/${item.id}`}>
                      {item.name}
                    </Link>
                    <Typography variant="body2" component="span" color="text.secondary">
                      {` · ${translate('owner_home.stock_line', { stock: formatQuantity(item.stock), minimum: formatQuantity(item.minimum) })}`}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </TitledCard>
        </Grid>
      </Grid>
      {sales && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TitledCard heading="h3" title={translate('owner_home.top_amount')}>
                <DishTable dishes={sales.topByAmount} />
              </TitledCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TitledCard heading="h3" title={translate('owner_home.top_count')}>
                <DishTable dishes={sales.topByCount} />
              </TitledCard>
            </Grid>
          </Grid>
          <Card>
            <CardContent>
              <DailySalesChart days={sales.days} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
};

export default OwnerHome;
