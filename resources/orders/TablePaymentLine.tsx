import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { printableDocumentPath } from '../../src/domain/documentPaths';
import { formatMoney } from '../../src/domain/money';
import type { Payment } from '../../src/domain/wire/payment';
import type { TabRound } from '../../src/domain/wire/tab';
import { orderTime } from './orderTime';

/**
 * A settled payment of a table's bill on the 'Mesas' view (confirmed or rejected), and below it what
 * staff gave back of it when they cancelled an order it paid (mock-api/restaurant/tabRefund.ts):
 * the amount, how (the payment's own method), which order, why, who and when. So staff see why
 * what the table has paid changed.
 */
export const TablePaymentLine = ({ payment, rounds }: { payment: Payment; rounds: TabRound[] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders.tables.${key}`, options);
  const method = t(`methods.${payment.method}`);
  const orderNumber = (orderId: number) => rounds.find((round) => round.orderId === orderId)?.orderNumber;
  const document = payment.status === 'confirmed' ? (payment.voucherId ?? payment.documentId) : null;
  return (
    <Box data-payment={payment.id}>
      <Typography variant="body2" color={payment.status === 'rejected' ? 'error' : 'text.secondary'}>
        {`${t('payment_line', { method, name: payment.payerName, amount: formatMoney(payment.amount + payment.tip) })}${payment.status === 'rejected' ? ` · ${t('rejected')}` : ''}`}
        {document && (
          <>
            {' · '}
            {/* the diner app's printable page, for a payer without a phone */}
            <Link href={printableDocumentPath(document)} target="_blank" rel="noopener">
              {t('print_document')}
            </Link>
          </>
        )}
      </Typography>
      {(payment.refunds ?? []).map((refund) => {
        const number = orderNumber(refund.orderId);
        return (
          <Box key={refund.orderId} data-refund={refund.orderId} sx={{ borderLeft: 3, borderColor: 'error.main', pl: 1, ml: 1, my: 0.25 }}>
            <Typography variant="body2" color="error" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t(number === undefined ? 'refund_line_no_order' : 'refund_line', { how: t(`refund_how.${payment.method}`), number, amount: formatMoney(refund.amount) })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {t('refund_detail', { reason: refund.reason, by: refund.by, time: orderTime(refund.at) })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
