import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DetailLines } from '../../src/components/DetailLines';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import { formatMinorUnits, isColones } from '../../src/domain/money';
import { formatLocalDateTime, transactionTypeLabel } from '../../src/domain/transactionDisplay';
import type { TransactionDetail as Detail } from '../../src/domain/wire/transactionDetail';
import type { TransactionRow } from '../../src/domain/wire/reports';

const t = (key: string) => `resources.transactions.detail.${key}`;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Another transaction of the same story (a refund, the sale): its number opens its own detail. */
const Related = ({ row }: { row: TransactionRow }) => {
  const translate = useTranslate();
  return (
    <li>
      <Link component={RouterLink} to={`/reports/transactions/${row.transaction_id}`}>
        {translate(t('related'), { type: transactionTypeLabel(row.transaction_type_desc), id: row.transaction_id })}
      </Link>{' '}
      — {formatMinorUnits(row.amount, row.currency_code)}, {formatLocalDateTime(row.date_time)}
    </li>
  );
};

/**
 * One transaction in full (item 5), opened from a row of the transaction report at
 * /reports/transactions/{number}: the card masked, Costa Rica local time as stored, the tariff's
 * commission and the settlement that paid it, and its refunds or its sale.
 */
const TransactionDetail = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  // a meta of its own: the report's list fills react-admin's getOne cache with its rows, which lack the detail
  const { data, error, isPending, refetch } = useGetOne<Detail & { id: string | number }>('transactions', { id, meta: { detail: true } }, { retry: false });
  const back = (
    <Button component={RouterLink} to="/reports/transactions" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {translate(t('back'))}
    </Button>
  );
  if (error) {
    return (
      <>
        <Title title={translate(t('title'), { id })} />
        {back}
        <LoadError error={error} onRetry={() => refetch()} />
      </>
    );
  }
  if (isPending || !data) return <Typography sx={{ p: 2 }}>{translate('app.loading')}</Typography>;
  const money = (minor: number) => formatMinorUnits(minor, data.currency_code);
  const declined = data.status === 'DECLINED';
  const isSale = data.transaction_type_desc === 'PAYMENT';
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title={translate(t('title'), { id: data.transaction_id })} />
      {back}
      <Stack spacing={2}>
        <Section title={translate(t('summary'))}>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
            <Typography variant="h5" component="p" color={isSale ? 'text.primary' : 'error.main'}>
              {money(data.amount)}
            </Typography>
            <Chip size="small" label={transactionTypeLabel(data.transaction_type_desc)} color={isSale ? 'default' : 'error'} />
            {declined && <Chip size="small" variant="outlined" label={translate('resources.transactions.declined')} />}
          </Stack>
          <DetailLines
            lines={[
              [translate(t('number')), data.transaction_id],
              [translate(t('card')), `${data.scheme} ${data.pan}`],
              [translate(t('currency')), translate(t(isColones(data.currency_code) ? 'colones' : 'dollars'))],
              [translate(t('authorization')), data.auth_code || translate(t('none'))],
              [translate(t('date')), formatLocalDateTime(data.date_time)],
              [translate(t('merchant')), data.merchant.name],
              [translate(t('terminal')), data.terminal || translate(t('none'))],
              [translate(t('user')), data.full_name],
              [
                translate(t('voucher')),
                <Link
                  key="voucher"
                  href={`${import.meta.env.BASE_URL}voucher/${encodeURIComponent(data.voucher_id)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {translate(t('open_voucher'))}
                </Link>,
              ],
            ]}
          />
        </Section>
        <Section title={translate(t('tariff_title'))}>
          {data.tariff ? (
            <DetailLines
              lines={[
                [translate(t('tariff')), data.tariff.description],
                [translate(t('rate')), `${data.tariff.commission.toLocaleString('es-CR', { maximumFractionDigits: 2 })} %`],
                [translate(t('commission')), money(data.tariff.commissionAmount)],
              ]}
            />
          ) : (
            <Typography variant="body2">{translate(t('no_tariff'))}</Typography>
          )}
        </Section>
        <Section title={translate(t('settlement_title'))}>
          {data.settlement ? (
            <DetailLines
              lines={[
                [translate(t('settlement')), data.settlement.ID],
                [translate(t('settlement_date')), formatLocalDateTime(data.settlement.FECHA_CREACION)],
                [translate(t('settlement_state')), translate(t(`state_${data.settlement.ESTADO}`))],
                [translate(t('batch')), data.settlement.BATCHID],
                [translate(t('bank')), data.settlement.BANCO],
              ]}
            />
          ) : (
            <Typography variant="body2">{translate(t(declined ? 'not_settled_declined' : 'not_settled'))}</Typography>
          )}
        </Section>
        <Section title={translate(t(isSale ? 'refunds_title' : 'sale_title'))}>
          {isSale ? (
            data.refunds.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {data.refunds.map((row) => (
                  <Related key={row.transaction_id} row={row} />
                ))}
              </Box>
            ) : (
              <Typography variant="body2">{translate(t('no_refunds'))}</Typography>
            )
          ) : data.sale ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              <Related row={data.sale} />
            </Box>
          ) : (
            <Typography variant="body2">{translate(t('no_sale'))}</Typography>
          )}
        </Section>
      </Stack>
    </Box>
  );
};

export default TransactionDetail;
