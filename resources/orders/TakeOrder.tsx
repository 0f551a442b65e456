import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { HttpError, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { LoadError } from '../../src/components/LoadError';
import { formatMoney } from '../../src/domain/money';
import { optionsText } from '../../src/domain/optionLines';
import { MAX_ORDER_DETAIL } from '../../src/domain/orderRules';
import { foldForSearch } from '../../src/domain/textFold';
import type { BoardOrder } from '../../src/domain/wire/board';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import { httpClient } from '../../src/providers/httpClient';
import { newIdempotencyKey } from '../../src/domain/idempotencyKey';
import { staffOrderSchema } from '../../src/schemas/orderSchema';
import { TakeOrderDish } from './TakeOrderDish';
import { addToCart, cartPrices, orderBodyOf, setQuantity, totalsOptions, type CartLine } from './takeOrderCart';
import { useTakeOrderData, type MenuSection } from './useTakeOrderData';
import { tableTaken } from './tableTaken';

/**
 * 'Tomar pedido' (/orders/take, ?table= from a table's card on 'Mesas'): staff choose the table,
 * add dishes from the menu with their choices and a note each, read the round's final price and
 * send it (POST /orders/tables/{id}/order): the diner's same order, on the table's open tab. At
 * desk size the menu and the round side by side; on a phone, 'Menú' and 'Pedido' tabs with the
 * total always at hand.
 */
const TakeOrder = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders.take.${key}`, options);
  const feedback = useFeedback();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params] = useSearchParams();
  const [tableId, setTableId] = useState<number | null>(() => Number(params.get('table')) || null);
  const { tables, menu, error, refresh } = useTakeOrderData(tableId);
  const [cart, setCart] = useState<CartLine[]>([]);
  const [detail, setDetail] = useState('');
  const [search, setSearch] = useState('');
  const [dish, setDish] = useState<MenuQrProduct | null>(null);
  const [view, setView] = useState<'menu' | 'order'>('menu');
  const [sending, setSending] = useState(false);
  // one key per round: a retry of the same round (a lost answer, a double tap) is answered with the first
  const requestKey = useRef<string | null>(null);
  useEffect(() => {
    requestKey.current = null;
  }, [cart, detail, tableId]);

  const table = tables?.find((row) => row.id === tableId) ?? null;
  // a table from the address that is not one of the merchant's is no choice
  useEffect(() => {
    if (tables && tableId !== null && !tables.some((row) => row.id === tableId)) setTableId(null);
  }, [tables, tableId]);
  const totals = useMemo(() => totalsOptions(menu?.merchant ?? { simplifiedRegime: false, tableService: true }), [menu]);
  const prices = cartPrices(cart, totals);
  const count = cart.reduce((sum, line) => sum + line.quantity, 0);

  const send = async () => {
    if (tableId === null) return feedback.error(t('choose_table_first'));
    const body = orderBodyOf(cart, detail);
    // the same schema the server applies: a bad round is told here, before anything is sent
    const checked = staffOrderSchema.safeParse(body);
    if (!checked.success) return feedback.error(checked.error.issues[0]?.message);
    requestKey.current ??= newIdempotencyKey();
    setSending(true);
    try {
      const answer = await httpClient<{ order: BoardOrder; message: string }>(`/orders/tables/${tableId}/order`, { method: 'POST', body, headers: { 'Idempotency-Key': requestKey.current } });
      setCart([]);
      setDetail('');
      setView('menu');
      feedback.success(answer.message);
      void refresh();
    } catch (failure) {
      feedback.error(failure instanceof HttpError ? failure.message : undefined);
    } finally {
      setSending(false);
    }
  };

  if (error) return <LoadError error={error} onRetry={() => window.location.reload()} />;
  if (tables === null) return <CircularProgress aria-label={translate('app.loading')} />;

  const tablePicker = tables.length === 0 ? (
    <Typography>{t('no_tables')}</Typography>
  ) : (
    <TextField
      select
      required
      label={t('table')}
      value={tableId ?? ''}
      onChange={(event) => setTableId(Number(event.target.value) || null)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      helperText={tableId === null ? t('choose_table') : undefined}
    >
      {tables.map((row) => (
        <MenuItem key={row.id} value={row.id}>
          {[row.name, row.section?.name, row.tab ? t('open_tab') : tableTaken(row) ? t('taken') : t('free')].filter(Boolean).join(' · ')}
        </MenuItem>
      ))}
    </TextField>
  );

  const menuPanel = !menu ? (
    <CircularProgress aria-label={translate('app.loading')} />
  ) : (
    <MenuPanel sections={menu.sections} search={search} onSearch={setSearch} onPick={setDish} />
  );

  const orderPanel = (
    <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 72 } }} data-testid="take-order-cart">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {table ? t('order_for', { table: table.name }) : t('order_title')}
        </Typography>
        {cart.length === 0 ? (
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {t('empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('order_title')}>
            {cart.map((line) => (
              <ListItem key={line.key} disableGutters divider sx={{ display: 'block' }} data-line={line.product.name}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{line.product.name}</Typography>
                  <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(prices.lines.get(line.key) ?? 0)}</Typography>
                </Stack>
                {line.options.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {optionsText(line.options)}
                  </Typography>
                )}
                {line.message && (
                  <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                    {t('note_line', { note: line.message })}
                  </Typography>
                )}
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                  <IconButton size="small" aria-label={t('less', { name: line.product.name })} onClick={() => setCart((current) => setQuantity(current, line.key, line.quantity - 1))}>
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <Typography sx={{ minWidth: 24, textAlign: 'center' }} aria-label={t('quantity')}>
                    {line.quantity}
                  </Typography>
                  <IconButton size="small" aria-label={t('more', { name: line.product.name })} onClick={() => setCart((current) => setQuantity(current, line.key, line.quantity + 1))}>
                    <AddIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        <TextField
          fullWidth
          multiline
          minRows={1}
          margin="normal"
          label={t('comments')}
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_ORDER_DETAIL } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mt: 1 }}>
          <Typography variant="h6" component="p">
            {t('total')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="take-order-total">
            {formatMoney(prices.total)}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {t('prices_final')}
        </Typography>
        <Button fullWidth size="large" variant="contained" onClick={() => void send()} disabled={sending || cart.length === 0 || tableId === null}>
          {sending ? t('sending') : t('send')}
        </Button>
        {tableId === null && cart.length > 0 && (
          <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
            {t('choose_table_first')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );

  return (
    <Box sx={{ pb: phone ? 10 : 4, mt: 2 }}>
      <Title title={t('title')} />
      <Box sx={{ mb: 2 }}>{tablePicker}</Box>
      {table?.tab && (
        // a second round joins the bill: said before it is sent, on every tab of the phone layout
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('joins_tab')}
        </Alert>
      )}
      {phone ? (
        <>
          <Tabs value={view} onChange={(_event, value: 'menu' | 'order') => setView(value)} variant="fullWidth" sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="menu" label={t('menu_tab')} />
            <Tab value="order" label={t('order_tab', { count })} />
          </Tabs>
          {view === 'menu' ? menuPanel : orderPanel}
          {view === 'menu' && (
            <Paper elevation={8} square sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar, p: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('total')}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(prices.total)}</Typography>
                </Box>
                <Button variant="contained" size="large" disabled={count === 0} onClick={() => setView('order')}>
                  {t('review', { count })}
                </Button>
              </Stack>
            </Paper>
          )}
        </>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: 3, alignItems: 'start' }}>
          <Box>{menuPanel}</Box>
          {orderPanel}
        </Box>
      )}
      {dish && <TakeOrderDish product={dish} totals={totals} onAdd={(line) => setCart((current) => addToCart(current, line))} onClose={() => setDish(null)} />}
    </Box>
  );
};

/** The menu by sections, found by typing part of a dish's name; a sold-out dish cannot be picked. */
const MenuPanel = ({ sections, search, onSearch, onPick }: { sections: MenuSection[]; search: string; onSearch: (value: string) => void; onPick: (product: MenuQrProduct) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.take.${key}`);
  const wanted = foldForSearch(search.trim());
  const shown = sections
    .map((section) => ({ ...section, products: section.products.filter((product) => !wanted || foldForSearch(product.name).includes(wanted)) }))
    .filter((section) => section.products.length > 0);
  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        label={t('search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { type: 'search' } }}
        sx={{ mb: 1 }}
      />
      {sections.length === 0 ? (
        <Typography color="text.secondary">{t('no_menu')}</Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{t('no_match')}</Typography>
      ) : (
        shown.map((section) => (
          <Box component="section" key={section.id} sx={{ mb: 1.5 }} aria-labelledby={`take-menu-${section.id}`}>
            <Typography id={`take-menu-${section.id}`} variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', lineHeight: 2.2 }}>
              {section.name}
            </Typography>
            {/* two columns at a wide desk, so a dish's price stays near its name */}
            <List disablePadding dense sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
              {section.products.map((product) => (
                <ListItemButton key={product.id} divider disabled={product.soldOut} onClick={() => onPick(product)} sx={{ gap: 1, px: 1, minHeight: 52 }}>
                  <ListItemText
                    primary={product.name}
                    secondary={product.optionGroups.length > 0 ? t('has_options') : product.shortDescription}
                    slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { noWrap: true } }}
                    sx={{ minWidth: 0 }}
                  />
                  {product.soldOut ? (
                    <Chip size="small" label={t('sold_out')} />
                  ) : (
                    <>
                      <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(product.displayPrice)}</Typography>
                      <AddIcon color="primary" aria-hidden />
                    </>
                  )}
                </ListItemButton>
              ))}
            </List>
          </Box>
        ))
      )}
    </Box>
  );
};

export default TakeOrder;
