import { Alert, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/domain/money';
import type { DayClose } from '../../src/domain/wire/dayClose';

export interface CashCountValue {
  counted: string;
  reason: string;
}

/** Whole colones typed by staff, or null while empty or not a whole amount. */
export const countedColones = (typed: string) => (/^\d{1,10}$/.test(typed.trim()) ? Number(typed.trim()) : null);

/** What the close must explain: bills still open, a count that differs from the expected cash. */
export const closeWarnings = (close: DayClose, counted: number | null) => ({
  openBills: close.openTabs.length,
  difference: counted === null ? null : Math.round((counted - close.cash.expected) * 100) / 100,
});

/**
 * 'Efectivo contado' against the expected cash (docs/departures.md, "A close that reconciles"):
 * staff type the count; open bills or a difference are shown and ask for a reason.
 */
export const CashCount = ({ close, value, onChange }: { close: DayClose; value: CashCountValue; onChange: (value: CashCountValue) => void }) => {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`resources.cashClose.${key}`, options);
  const counted = countedColones(value.counted);
  const { openBills, difference } = closeWarnings(close, counted);
  const needsReason = openBills > 0 || (difference !== null && difference !== 0);
  return (
    <Stack spacing={1} data-testid="cash-count">
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={k('expected_cash')} value={formatMoney(close.cash.expected)} slotProps={{ htmlInput: { readOnly: true } }} sx={{ width: 190 }} />
        <TextField
          size="small"
          label={k('counted_cash')}
          value={value.counted}
          onChange={(event) => onChange({ ...value, counted: event.target.value })}
          error={value.counted !== '' && counted === null}
          helperText={value.counted !== '' && counted === null ? k('counted_cash_whole') : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 190 }}
        />
        {needsReason && <TextField size="small" label={k('close_reason')} value={value.reason} onChange={(event) => onChange({ ...value, reason: event.target.value })} sx={{ minWidth: 280, flex: 1 }} />}
      </Stack>
      {openBills > 0 && (
        <Alert severity="warning" data-testid="open-bills-warning">
          {k('open_bills_warning', { smart_count: openBills })}
        </Alert>
      )}
      {difference !== null && difference !== 0 && (
        <Alert severity="warning" data-testid="cash-difference">
          {k('cash_difference', { difference: formatMoney(difference) })}
        </Alert>
      )}
    </Stack>
  );
};
