import { Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useDataProvider, useTranslate } from 'react-admin';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import { crShortDateTime } from '../../src/domain/costaRicaTime';
import { formatQuantity, unitIn } from '../../src/domain/stockUnits';
import type { StockItemHistory } from '../../src/domain/wire/stock';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { useStockCatalogs } from './useStockCatalogs';

/** An item's movements, newest first (ours): when, who, +/−, quantity, what was left, note and order. */
const StockHistory = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { units } = useStockCatalogs();
  const { data, error, refetch, isPending } = useQuery({
    queryKey: ['stocks', 'movements', id],
    queryFn: () => dataProvider.action<StockItemHistory>('stocks', 'movements', { id }),
  });
  const text = (key: string) => translate(`resources.stocks.movement.${key}`);
  const symbol = unitIn(units, data?.stock.unit)?.symbol ?? '';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.stocks.history_title')} />
      <CardContent>
        <Button component={Link} to="/stocks" label="app.back">
          <ArrowBackIcon />
        </Button>
        {error ? (
          <LoadError error={error} onRetry={() => refetch()} />
        ) : isPending ? (
          <CircularProgress sx={{ display: 'block', m: 2 }} aria-label={translate('app.loading')} />
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ my: 1 }}>
              {data.stock.name}
            </Typography>
            {data.movements.length === 0 ? (
              <Typography color="text.secondary">{translate('resources.stocks.history_empty')}</Typography>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('resources.stocks.history_title')}>
                  <TableHead>
                    <TableRow>
                      {['at', 'direction', 'quantity', 'balance', 'note', 'order', 'author'].map((key) => (
                        <TableCell key={key}>{text(key)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.movements.map((movement) => (
                      <TableRow key={movement.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{crShortDateTime(movement.at)}</TableCell>
                        <TableCell sx={{ color: movement.direction > 0 ? 'success.main' : 'error.main', fontWeight: 600 }}>
                          {movement.direction > 0 ? `+ ${text('added')}` : `− ${text('removed')}`}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                          {movement.direction > 0 ? '+' : '−'}
                          {formatQuantity(movement.quantity)} {symbol}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                          {formatQuantity(movement.balance)} {symbol}
                        </TableCell>
                        <TableCell>{movement.note}</TableCell>
                        <TableCell>{movement.orderNumber ? `#${movement.orderNumber}` : ''}</TableCell>
                        <TableCell>{movement.author}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default StockHistory;
