import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { CRC, formatMoney, USD } from '../../src/domain/money';
import { RECEIPT_TYPE_LABELS } from '../../src/domain/receiptMessages';
import type { ReceiptTotal } from '../../src/domain/wire/receipts';

/** The range's totals per document type and currency, from the list's `meta` (the server's, over every page). */
export const ReceiptTotals = () => {
  const translate = useTranslate();
  const { meta, error, isPending } = useListContext();
  const totals = (meta?.totals ?? []) as ReceiptTotal[];
  if (error || isPending || totals.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="receipt-totals" sx={{ px: 2, pb: 2 }} data-testid="receipt-totals">
      <Typography id="receipt-totals" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('resources.receipts.totals_title')}
      </Typography>
      <Table size="small" sx={{ width: 'auto', '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.receipts.type')}</TableCell>
            <TableCell>{translate('resources.receipts.currency')}</TableCell>
            <TableCell align="right">{translate('resources.receipts.count')}</TableCell>
            <TableCell align="right">{translate('resources.receipts.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((total) => (
            <TableRow key={`${total.type}${total.currency}`}>
              <TableCell>{RECEIPT_TYPE_LABELS[total.type]}</TableCell>
              <TableCell>{translate(`app.currency_${total.currency}`)}</TableCell>
              <TableCell align="right">{total.count.toLocaleString('en-US')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(total.amount, total.currency === 'CRC' ? CRC : USD)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('resources.receipts.totals_note')}
      </Typography>
    </Box>
  );
};
