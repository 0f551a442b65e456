import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DateRange } from '../../domain/dateRanges';
import type { ProviderReceipts as Answer } from '../../domain/wire/receipts';
import { httpClient } from '../../providers/httpClient';
import { MerchantNameCell } from './MerchantNameCell';

const STATES = ['rechazado', 'pendiente', 'recibido', 'aceptado'] as const;

/**
 * The provider's home, electronic receipts: per merchant, its documents of the home's
 * range by Hacienda's state, merchants with rejected ones first, each opening the merchant. One
 * call, GET /dashboard/receipts (a back-office user sees its bank's merchants).
 */
export const ProviderReceipts = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'receipts', range.startDate, range.endDate],
    queryFn: () => httpClient<Answer>(`/dashboard/receipts?from=${range.startDate}&to=${range.endDate}`),
  });
  const rejecting = data?.merchants.filter((merchant) => merchant.counts.rechazado > 0).length ?? 0;
  return (
    <Card component="section" aria-labelledby="provider-receipts">
      <CardContent>
        <Typography id="provider-receipts" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('provider_home.receipts.title')}
        </Typography>
        {error ? (
          <Typography color="error">{(error as Error).message}</Typography>
        ) : !data ? (
          <Typography>{translate('provider_home.loading')}</Typography>
        ) : data.merchants.length === 0 ? (
          <Typography variant="body2">{translate('provider_home.receipts.none')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color={rejecting ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
              {rejecting ? translate('provider_home.receipts.rejecting', { smart_count: rejecting }) : translate('provider_home.receipts.none_rejected')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="provider-receipts">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('provider_home.merchant')}</TableCell>
                    {STATES.map((state) => (
                      <TableCell key={state} align="right">
                        {translate(`provider_home.receipts.${state}`)}
                      </TableCell>
                    ))}
                    <TableCell align="right">{translate('provider_home.receipts.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.merchants.map((merchant) => (
                    <TableRow key={merchant.id}>
                      <MerchantNameCell merchant={merchant} />
                      {STATES.map((state) => (
                        <TableCell key={state} align="right" sx={state === 'rechazado' && merchant.counts.rechazado > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>
                          {merchant.counts[state].toLocaleString('en-US')}
                        </TableCell>
                      ))}
                      <TableCell align="right">{merchant.total.toLocaleString('en-US')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
