import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import { useNow } from '../../src/components/useNow';
import { formatMoney } from '../../src/domain/money';
import type { BoardTable } from '../../src/domain/wire/tab';
import { BoardLinks } from './BoardLinks';
import { BoardToolbar } from './BoardToolbar';
import { byNeed, readyQueue, readySince, tableSummary } from './floorSummary';
import { OrderLines } from './OrderLines';
import { SoldOutButton } from './SoldOutDialog';
import { useBoardTables } from './useBoardTables';
import { useMyTables } from './useMyTables';
import { useOrderBoard } from './useOrderBoard';
import { useOrderChanges } from './useOrderChanges';
import { useTableAction } from './useTableAction';

const STATE_COLORS = { free: 'default', open: 'primary', taken: 'warning' } as const;

/**
 * 'Mi turno' (/orders/mine): the signed-in waiter's own view, made for a phone. Their tables as
 * cards (state, what is ready, calls with 'Atender', what is owed) and the 'Listo para servir'
 * queue, oldest first, with 'Marcar entregado'. Nothing of its own: the tables' stream 'Mesas'
 * reads (useBoardTables.ts) and the orders' stream 'Pedidos' reads (useOrderBoard.ts), narrowed by
 * 'Mis mesas' (useMyTables.ts), so a call or a 'Listo' shows here when it shows there and 'Atender'
 * clears it everywhere.
 */
const MyShift = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders.shift.${key}`, options);
  const title = t('title');
  // the chime is the calls' (useBoardTables.ts), as on 'Mesas': a waiter's phone does not ring for every order of the house
  const [sound, setSound] = useStore('orders.sound', true);
  const board = useOrderBoard();
  const changes = useOrderChanges(board.apply);
  const floor = useBoardTables(sound);
  const my = useMyTables(floor.tables, floor.myWaiter, true);
  const { busy, run } = useTableAction(floor.apply);
  const now = useNow(30_000);
  const { showsOrder, showsTable } = my;
  const tables = useMemo(() => byNeed((floor.tables ?? []).filter((table) => showsTable(table.id)), board.orders ?? []), [floor.tables, showsTable, board.orders]);
  const queue = useMemo(() => readyQueue(board.orders ?? [], showsOrder), [board.orders, showsOrder]);
  const loading = floor.tables === null || board.orders === null;
  const error = floor.error ?? board.error;

  const card = (table: BoardTable) => {
    const summary = tableSummary(table, board.orders ?? []);
    const calling = summary.calls.length > 0;
    return (
      <Card key={table.id} variant="outlined" component="article" data-my-table={table.name} sx={{ borderColor: calling ? 'warning.main' : undefined, borderWidth: calling ? 2 : 1 }}>
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
              {table.name}
            </Typography>
            <Chip size="small" variant="outlined" color={STATE_COLORS[summary.state]} label={t(`state.${summary.state}`)} data-state={summary.state} />
          </Stack>
          {table.section && (
            <Typography variant="body2" color="text.secondary">
              {table.section.name}
            </Typography>
          )}
          {summary.calls.map((call) => (
            <Stack key={call.id} direction="row" sx={{ alignItems: 'center', gap: 1, my: 0.5 }} data-call={call.kind}>
              <Chip color="warning" label={translate(`resources.orders.tables.calls.${call.kind}`)} />
              <Button size="small" variant="contained" color="warning" onClick={() => void run(`/orders/calls/${call.id}/attend`, 'PUT')} disabled={busy}>
                {translate('resources.orders.tables.attend')}
              </Button>
            </Stack>
          ))}
          {summary.ready.length > 0 && (
            <Typography sx={{ color: 'success.dark', fontWeight: 700, my: 0.5 }} data-testid="ready">
              {translate('resources.orders.tables.ready', { numbers: summary.ready.map((round) => round.orderNumber).join(', ') })}
            </Typography>
          )}
          {summary.outside.length > 0 && (
            <Typography variant="body2" color="warning.dark">
              {translate('resources.orders.tables.taken_orders', { numbers: summary.outside.map((order) => order.orderNumber).join(', ') })}
            </Typography>
          )}
          {summary.state === 'open' && (
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography>{translate('resources.orders.tables.owed')}</Typography>
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="owed">
                {formatMoney(summary.owed)}
              </Typography>
            </Stack>
          )}
        </CardContent>
        <CardActions>
          <Button size="small" variant="outlined" component={Link} to={`/orders/take?table=${table.id}`} startIcon={<AddShoppingCartIcon />}>
            {translate('resources.orders.take.button')}
          </Button>
        </CardActions>
      </Card>
    );
  };

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => window.location.reload()} />;
    if (loading) return <CircularProgress aria-label={translate('app.loading')} />;
    // a user no waiter record names: the view has nothing of theirs to show
    if (!floor.myWaiter) return <Alert severity="info" data-testid="no-waiter">{t('no_waiter')}</Alert>;
    return (
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Box component="section" aria-labelledby="my-tables-heading">
          <Typography id="my-tables-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('tables', { name: floor.myWaiter.name })}
          </Typography>
          {tables.length === 0 ? (
            <Typography color="text.secondary">{t('no_tables')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))', alignItems: 'start' }} data-testid="my-tables">
              {tables.map(card)}
            </Box>
          )}
        </Box>
        <Box component="section" aria-labelledby="ready-heading">
          <Typography id="ready-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('ready_title')}
          </Typography>
          {queue.length === 0 ? (
            <Typography color="text.secondary">{t('ready_empty')}</Typography>
          ) : (
            <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ready-queue">
              {queue.map((order) => (
                <Card key={order.id} variant="outlined" component="li" data-order-id={order.id} sx={{ borderColor: 'success.main' }}>
                  <CardContent sx={{ pb: 1 }}>
                    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 700, mr: 'auto' }}>{`${order.table?.name ?? translate('resources.orders.no_table')} · ${translate('resources.orders.number', { number: order.orderNumber })}`}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('ready_for', { smart_count: Math.max(0, Math.floor((now - Date.parse(readySince(order))) / 60_000)) })}
                      </Typography>
                    </Stack>
                    <OrderLines order={order} />
                  </CardContent>
                  <CardActions>
                    <Button variant="contained" fullWidth onClick={() => changes.forward(order)} disabled={changes.busy === order.id}>
                      {translate('resources.orders.forward.READY')}
                    </Button>
                  </CardActions>
                </Card>
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    );
  };

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={title} />
      <BoardToolbar
        connection={floor.connection}
        sound={sound}
        onSound={setSound}
        soundLabel={t('sound')}
        link={<BoardLinks views={['take', 'tables', 'board']} />}
      >
        <SoldOutButton />
      </BoardToolbar>
      {body()}
    </Box>
  );
};

export default MyShift;
