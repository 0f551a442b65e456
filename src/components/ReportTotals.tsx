import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { CRC, formatMinorUnits, formatMoney, USD } from '../domain/money';

import type { CurrencyTotal } from '../domain/wire/common';

export interface ReportTotalsProps<T extends CurrencyTotal> {
  /** Transactions carry minor units (docs/spec-reference.md §3); payments carry colones and dollars. */
  minorUnits?: boolean;
  /** How the amount is counted, said under the totals (e.g. refunds subtracted). */
  note?: string;
  /** A column before the currency when the totals are also per kind (the receipts' document type). */
  kind?: { header: string; label: (total: T) => string };
}

/**
 * 'Totales del período' under a report's table: the server's totals per currency (and kind) for
 * the whole filtered range (not the page on screen), from the list's `meta`.
 */
export const ReportTotals = <T extends CurrencyTotal = CurrencyTotal>({ minorUnits, note, kind }: ReportTotalsProps<T>) => {
  const translate = useTranslate();
  const { meta, error, isPending } = useListContext();
  const totals = (meta?.totals ?? []) as T[];
  if (error || isPending || totals.length === 0) return null;
  const money = (total: T) => {
    const code = total.currency === 'CRC' ? CRC : USD;
    return minorUnits ? formatMinorUnits(total.amount, code) : formatMoney(total.amount, code);
  };
  return (
    <Box component="section" aria-labelledby="report-totals" sx={{ px: 2, pb: 2 }} data-testid="report-totals">
      <Typography id="report-totals" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.totals')}
      </Typography>
      <Table size="small" sx={{ width: 'auto', '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {kind && <TableCell>{kind.header}</TableCell>}
            <TableCell>{translate('app.totals_currency')}</TableCell>
            <TableCell align="right">{translate('app.totals_count')}</TableCell>
            <TableCell align="right">{translate('app.totals_amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((total) => (
            <TableRow key={`${kind?.label(total) ?? ''}${total.currency}`}>
              {kind && <TableCell>{kind.label(total)}</TableCell>}
              <TableCell>{translate(`app.currency_${total.currency}`)}</TableCell>
              <TableCell align="right">{total.count.toLocaleString('en-US')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {money(total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
};
