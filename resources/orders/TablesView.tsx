import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { alpha, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { LoadError } from '../../src/components/LoadError';
import { formatMoney } from '../../src/domain/money';
import type { BoardTable } from '../../src/domain/wire/tab';
import { BoardLinks } from './BoardLinks';
import { BoardToolbar } from './BoardToolbar';
import { MyTablesSwitch } from './MyTablesSwitch';
import { SectionWaiterButton } from './SectionWaiterDialog';
import { TableWaiterSelect } from './TableWaiterSelect';
import { useMyTables } from './useMyTables';
import { TablePaymentLine } from './TablePaymentLine';
import { useBoardTables } from './useBoardTables';
import { useTableAction } from './useTableAction';
import { tableTaken } from './tableTaken';
import { readyRounds } from './floorSummary';
import { MyShiftLink } from './MyShiftLink';
import { useNow } from '../../src/components/useNow';
import { CashInvoiceFields, checkCashInvoice, NO_CASH_INVOICE, type CashInvoiceDraft } from './CashInvoiceFields';
import { newIdempotencyKey } from '../../src/domain/idempotencyKey';

const number = (value: string) => Number(value.replace(/[\s₡,]/g, ''));

/**
 * 'Mesas' (/orders/tables): every table with its open bill, what it owes and has paid,
 * how long it has been open, its calls (attend them), SINPE Móvil payments to confirm or reject,
 * cash to record, and closing (freeing) the table. Live from the board's stream; at desk and phone size.
 */
const TablesView = () => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const [sound, setSound] = useStore('orders.sound', true);
  const { tables, connection, error, apply, waiters, myWaiter } = useBoardTables(sound);
  const my = useMyTables(tables, myWaiter);
  const shown = (tables ?? []).filter((table) => my.showsTable(table.id));
  const now = useNow(30_000);
  const { busy, run } = useTableAction(apply);
  const [rejecting, setRejecting] = useState<{ id: number } | null>(null);
  const [reason, setReason] = useState('');
  // `key`: one per cash payment opened, so a double tap or a retry records it once (mock-api/routes/tableBoard.ts)
  const [cash, setCash] = useState<{ table: BoardTable; amount: string; tip: string; received: string; invoice: CashInvoiceDraft; key: string } | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders.tables.${key}`, options);

  const close = (table: BoardTable) => {
    const owed = table.tab?.amounts.remaining ?? 0;
    feedback.confirm({
      title: t('close_title', { table: table.name }),
      message: `${t('close_message')}${owed > 0 ? ` ${t('close_unpaid', { amount: formatMoney(owed) })}` : ''}`,
      confirmLabel: owed > 0 ? t('close') : t('free_table'),
      destructive: owed > 0,
      onConfirm: () => void run(`/orders/tables/${table.id}/close`, 'PUT'),
    });
  };
  const change = cash ? number(cash.received) - number(cash.amount) - (number(cash.tip) || 0) : 0;

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={t('title')} />
      <BoardToolbar
        mine={<MyTablesSwitch my={my} />}
        connection={connection}
        sound={sound}
        onSound={setSound}
        link={
          <>
            <MyShiftLink my={my} />
            <BoardLinks views={['board']} />
          </>
        }
      >
        <SectionWaiterButton tables={tables ?? []} waiters={waiters} apply={apply} />
      </BoardToolbar>
      {error ? (
        <LoadError error={error} onRetry={() => window.location.reload()} />
      ) : tables === null ? (
        <CircularProgress aria-label={translate('app.loading')} />
      ) : shown.length === 0 ? (
        <Typography>{t(tables.length > 0 ? 'empty_mine' : 'empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
          {shown.map((table) => {
            const tab = table.tab;
            const minutes = tab ? Math.max(0, Math.floor((now - Date.parse(tab.openedAt)) / 60_000)) : 0;
            const calling = table.calls.length > 0;
            // today's open orders the open bill does not hold (a bill staff closed unpaid): the table stays taken
            const ready = readyRounds(table);
            const outside = table.openOrders.filter((order) => !tab?.rounds.some((round) => round.orderId === order.id));
            return (
              <Card key={table.id} variant="outlined" data-table={table.name} sx={{ borderColor: calling ? 'warning.main' : undefined, borderWidth: calling ? 2 : 1 }}>
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2">
                      {table.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {table.section?.name}
                    </Typography>
                  </Stack>
                  <TableWaiterSelect table={table} waiters={waiters} disabled={busy} onChange={(waiterId) => void run(`/orders/tables/${table.id}/waiter`, 'PUT', { waiterId })} />
                  {table.calls.map((call) => (
                    <Stack key={call.id} direction="row" sx={{ alignItems: 'center', gap: 1, my: 0.5 }} data-call={call.kind}>
                      <Chip color="warning" label={t(`calls.${call.kind}`)} />
                      <Button size="small" onClick={() => void run(`/orders/calls/${call.id}/attend`, 'PUT')} disabled={busy}>
                        {t('attend')}
                      </Button>
                    </Stack>
                  ))}
                  {ready.length > 0 && (
                    <Chip color="success" sx={{ my: 0.5, maxWidth: '100%' }} data-testid="ready" label={t('ready', { numbers: ready.map((round) => round.orderNumber).join(', ') })} />
                  )}
                  {outside.length > 0 && (
                    <Typography color="warning.dark" data-testid="taken">
                      {t(tab ? 'more_orders' : 'taken_orders', { numbers: outside.map((order) => order.orderNumber).join(', ') })}
                    </Typography>
                  )}
                  {!tab ? (
                    !tableTaken(table) && <Typography color="text.secondary">{t('free')}</Typography>
                  ) : (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {`${t('open_for', { minutes })} · ${translate('resources.orders.tables.rounds', { smart_count: tab.rounds.filter((round) => round.status !== 'CANCELLED').length })}`}
                      </Typography>
                      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, my: 1, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
                        <dt>{t('total')}</dt>
                        <dd>{formatMoney(tab.amounts.total)}</dd>
                        {tab.amounts.refunded > 0 && (
                          // what was given back is out of what is paid: charged − given back = paid
                          <>
                            <dt>{t('charged')}</dt>
                            <dd>{formatMoney(tab.amounts.paid + tab.amounts.refunded)}</dd>
                            <Box component="dt" sx={{ color: 'error.main' }}>
                              {t('refunded')}
                            </Box>
                            <Box component="dd" sx={{ color: 'error.main' }} data-testid="refunded">
                              {formatMoney(-tab.amounts.refunded)}
                            </Box>
                          </>
                        )}
                        <dt>{t('paid')}</dt>
                        <dd>{formatMoney(tab.amounts.paid)}</dd>
                        {tab.amounts.pending > 0 && (
                          <>
                            <dt>{t('pending')}</dt>
                            <dd>{formatMoney(tab.amounts.pending)}</dd>
                          </>
                        )}
                        {tab.amounts.tips > 0 && (
                          <>
                            <dt>{t('tips')}</dt>
                            <dd>{formatMoney(tab.amounts.tips)}</dd>
                          </>
                        )}
                        <Box component="dt" sx={{ fontWeight: 700 }}>
                          {t('owed')}
                        </Box>
                        <Box component="dd" sx={{ fontWeight: 700 }} data-testid="owed">
                          {formatMoney(tab.amounts.remaining)}
                        </Box>
                      </Box>
                      {tab.payments.map((payment) =>
                        payment.status === 'pending' ? (
                          <Box key={payment.id} sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08), border: 1, borderColor: 'warning.main', borderRadius: 1, p: 1, my: 0.5 }} data-sinpe={payment.id}>
                            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                              {t('sinpe_reference', { amount: formatMoney(payment.amount + payment.tip), reference: payment.sinpeReference ?? '', name: payment.payerName })}
                            </Typography>
                            {(payment.cancelledShares ?? []).map((share) => (
                              <Typography key={share.orderId} variant="body2" color="error" data-cancelled-share={share.orderId}>
                                {t('sinpe_cancelled_share', { amount: formatMoney(share.amount), number: tab.rounds.find((round) => round.orderId === share.orderId)?.orderNumber ?? '' })}
                              </Typography>
                            ))}
                            <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
                              <Button size="small" variant="contained" onClick={() => void run(`/orders/payments/${payment.id}/confirm`, 'PUT')} disabled={busy}>
                                {t('confirm')}
                              </Button>
                              <Button size="small" color="error" onClick={() => setRejecting({ id: payment.id })} disabled={busy}>
                                {t('reject')}
                              </Button>
                            </Stack>
                          </Box>
                        ) : (
                          <TablePaymentLine key={payment.id} payment={payment} rounds={tab.rounds} />
                        ),
                      )}
                    </>
                  )}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {/* a round staff take here joins the table's open tab, or opens one */}
                  <Button size="small" variant="outlined" component={Link} to={`/orders/take?table=${table.id}`} startIcon={<AddShoppingCartIcon />}>
                    {translate('resources.orders.take.button')}
                  </Button>
                  {tab && (
                    <>
                    <Button
                      size="small"
                      onClick={() => setCash({ table, amount: tab.amounts.remaining.toFixed(2), tip: '0', received: '', invoice: NO_CASH_INVOICE, key: newIdempotencyKey() })}
                      disabled={busy || tab.amounts.remaining === 0}
                    >
                      {t('cash')}
                    </Button>
                    <Button size="small" color={tab.amounts.remaining > 0 ? 'error' : 'primary'} variant={tab.amounts.remaining > 0 ? 'text' : 'contained'} onClick={() => close(table)} disabled={busy}>
                      {tab.amounts.remaining > 0 || tab.amounts.pending > 0 ? t('close') : t('free_table')}
                    </Button>
                    </>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
      <Dialog open={!!rejecting} onClose={() => setRejecting(null)} fullWidth maxWidth="xs" aria-labelledby="reject-title">
        <DialogTitle id="reject-title">{t('reject_title')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth required margin="dense" label={t('reject_reason')} value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{t('back')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={async () => {
              if (rejecting && (await run(`/orders/payments/${rejecting.id}/reject`, 'PUT', { reason }))) {
                setRejecting(null);
                setReason('');
              }
            }}
          >
            {t('reject')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={!!cash} onClose={() => setCash(null)} fullWidth maxWidth="xs" aria-labelledby="cash-title">
        <DialogTitle id="cash-title">{t('cash_title', { table: cash?.table.name ?? '' })}</DialogTitle>
        <DialogContent>
          {cash &&
            (['amount', 'tip', 'received'] as const).map((field) => (
              <TextField
                key={field}
                fullWidth
                margin="dense"
                label={t(`cash_${field}`)}
                value={cash[field]}
                inputMode="decimal"
                autoFocus={field === 'received'}
                onChange={(event) => setCash({ ...cash, [field]: event.target.value })}
              />
            ))}
          <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="cash-change">
            {t('cash_change', { amount: formatMoney(Number.isFinite(change) && change > 0 ? change : 0) })}
          </Typography>
          {cash && <CashInvoiceFields draft={cash.invoice} onChange={(invoice) => setCash({ ...cash, invoice })} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCash(null)}>{t('back')}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={async () => {
              if (!cash) return;
              const { receiver, problems } = checkCashInvoice(cash.invoice);
              if (Object.keys(problems).length > 0) return setCash({ ...cash, invoice: { ...cash.invoice, problems } });
              const body = { amount: number(cash.amount), tip: number(cash.tip) || 0, received: number(cash.received), ...(receiver ? { receiver } : {}) };
              if (await run(`/orders/tables/${cash.table.id}/cash`, 'POST', body, { 'Idempotency-Key': cash.key })) setCash(null);
            }}
          >
            {t('record')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

export default TablesView;
