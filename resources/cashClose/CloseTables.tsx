import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { crDateTime } from '../../src/domain/costaRicaTime';
import { formatMoney } from '../../src/domain/money';
import { formatLocalDateTime } from '../../src/domain/transactionDisplay';
import type { DayClose } from '../../src/domain/wire/dayClose';
import { TitledCard } from '../../src/components/TitledCard';

/** An ISO instant as Costa Rica's clock shows it: '24/11/2026 14:05'. */
export const crShown = (iso: string) => formatLocalDateTime(crDateTime(Date.parse(iso))).slice(0, 16);

const Money = ({ amount, strong }: { amount: number; strong?: boolean }) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : undefined }}>
    {formatMoney(amount)}
  </TableCell>
);

const Head = ({ labels }: { labels: { text: string; right?: boolean }[] }) => (
  <TableHead>
    <TableRow>
      {labels.map(({ text, right }) => (
        <TableCell key={text} align={right ? 'right' : undefined}>
          {text}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

const small = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } };

/** The close's figures as the screen shows them, one card per part (src/domain/wire/dayClose.ts). */
export const PaymentsCard = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`resources.cashClose.${key}`, options);
  return (
    <TitledCard title={k('payments')}>
      <Table size="small" sx={small}>
        <Head labels={[{ text: k('method') }, { text: k('count'), right: true }, { text: k('amount'), right: true }, { text: k('tips'), right: true }]} />
        <TableBody>
          {close.methods.map((line) => (
            <TableRow key={line.method}>
              <TableCell component="th" scope="row">
                {`${k(`methods.${line.method}`)} (${line.currency === 'CRC' ? '₡' : line.currency})`}
              </TableCell>
              <TableCell align="right">{line.count}</TableCell>
              <Money amount={line.amount} />
              <Money amount={line.tips} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {k('total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {close.total.count}
            </TableCell>
            <Money amount={close.total.amount} strong />
            <Money amount={close.total.tips} strong />
          </TableRow>
        </TableBody>
      </Table>
    </TitledCard>
  );
};

export const TipsCard = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string) => t(`resources.cashClose.${key}`);
  return (
    <TitledCard title={k('tips_by_waiter')}>
      {close.tipsByWaiter.length === 0 ? (
        <Typography variant="body2">{k('no_tips')}</Typography>
      ) : (
        <Table size="small" sx={small}>
          <Head labels={[{ text: k('waiter') }, { text: k('count'), right: true }, { text: k('tips'), right: true }]} />
          <TableBody>
            {close.tipsByWaiter.map((waiter) => (
              <TableRow key={waiter.waiterId ?? 'none'}>
                <TableCell component="th" scope="row">
                  {waiter.name}
                </TableCell>
                <TableCell align="right">{waiter.count}</TableCell>
                <Money amount={waiter.tips} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
};

export const ChargesCard = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`resources.cashClose.${key}`, options);
  return (
    <TitledCard title={k('charges')}>
      <Table size="small" sx={small}>
        <Head labels={[{ text: k('concept') }, { text: k('base'), right: true }, { text: k('amount'), right: true }]} />
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {k('service')}
            </TableCell>
            <TableCell align="right">—</TableCell>
            <Money amount={close.service} />
          </TableRow>
          {close.taxByRate.map((rate) => (
            <TableRow key={rate.rate}>
              <TableCell component="th" scope="row">
                {k('tax_rate', { rate: rate.rate })}
              </TableCell>
              <Money amount={rate.base} />
              <Money amount={rate.tax} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TitledCard>
  );
};

export const OrdersCard = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string) => t(`resources.cashClose.${key}`);
  const rows: [string, string, { count: number; amount: number }][] = [
    ['orders_kept', k('orders_kept'), close.orders],
    ['orders_cancelled', k('orders_cancelled'), close.cancelled],
    ['refunds', k('refunds'), close.refunds],
    // what was given back, by the method it had been paid with
    ...close.refunds.methods.filter((line) => line.count > 0).map((line): [string, string, typeof line] => [`refunds-${line.method}`, `${k('refunds')} · ${k(`methods.${line.method}`)}`, line]),
  ];
  return (
    <TitledCard title={k('orders')}>
      <Table size="small" sx={small}>
        <Head labels={[{ text: k('concept') }, { text: k('quantity'), right: true }, { text: k('amount'), right: true }]} />
        <TableBody>
          {rows.map(([key, label, figure]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{figure.count}</TableCell>
              <Money amount={figure.amount} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TitledCard>
  );
};

export const OpenTabsCard = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string) => t(`resources.cashClose.${key}`);
  return (
    <TitledCard title={k('open_tabs')}>
      {close.openTabs.length === 0 ? (
        <Typography variant="body2">{k('no_open_tabs')}</Typography>
      ) : (
        <Table size="small" sx={small}>
          <Head labels={[{ text: k('table') }, { text: k('opened') }, { text: k('owed'), right: true }]} />
          <TableBody>
            {close.openTabs.map((tab) => (
              <TableRow key={`${tab.tabId}-${(tab.orderNumbers ?? []).join('-')}`}>
                <TableCell component="th" scope="row">
                  {tab.table}
                </TableCell>
                <TableCell>{crShown(tab.openedAt).slice(11)}</TableCell>
                <Money amount={tab.owed} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
};

export const PendingSinpeCard = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string) => t(`resources.cashClose.${key}`);
  return (
    <TitledCard title={k('pending_sinpe')}>
      {close.pendingSinpe.length === 0 ? (
        <Typography variant="body2">{k('no_pending_sinpe')}</Typography>
      ) : (
        <Table size="small" sx={small}>
          <Head labels={[{ text: k('table') }, { text: k('reference') }, { text: k('at') }, { text: k('amount'), right: true }]} />
          <TableBody>
            {close.pendingSinpe.map((payment) => (
              <TableRow key={payment.paymentId}>
                <TableCell component="th" scope="row">
                  {payment.table}
                </TableCell>
                <TableCell>{payment.reference}</TableCell>
                <TableCell>{crShown(payment.createdAt).slice(11)}</TableCell>
                <Money amount={payment.amount} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
};
