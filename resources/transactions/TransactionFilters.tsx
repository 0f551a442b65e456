import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { type DateRange, reportRangeError } from '../../src/domain/dateRanges';
import { transactionNumberError } from '../../src/domain/reportFilters';
import { MerchantSelect } from './MerchantSelect';

interface Draft {
  startDate: string;
  endDate: string;
  merchantId: number;
  transactionId: string;
}

interface TransactionFiltersProps {
  today: string;
  pickMerchant: boolean;
}

/**
 * The filters are a form applied by 'Filtrar', except a date preset, which applies at once. The
 * one search is the server's: the transaction number, over the whole range (a search of the page
 * on screen alone would leave the pager counting rows it hides).
 */
export const TransactionFilters = ({ today, pickMerchant }: TransactionFiltersProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<Draft>(() => ({
    startDate: filterValues.startDate,
    endDate: filterValues.endDate,
    merchantId: Number(filterValues.merchantId) || 0,
    transactionId: filterValues.transactionId ?? '',
  }));
  const rangeError = reportRangeError(draft, today);
  const numberError = transactionNumberError(draft.transactionId);

  // a merchant's user keeps its own merchant whatever the draft says
  const applied = (next: Draft) => ({ ...next, merchantId: pickMerchant ? next.merchantId : filterValues.merchantId });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError || numberError) return;
    setFilters(applied(draft), undefined, false);
  };

  const applyPreset = (range: DateRange) => {
    const next = { ...draft, ...range };
    setDraft(next);
    // the rest of the form as drafted when it is valid, else as last applied
    setFilters(numberError ? { ...filterValues, ...range } : applied(next), undefined, false);
  };

  return (
    <Stack component="form" onSubmit={apply} direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}>
      <DateRangeFilter today={today} value={draft} error={rangeError} onChange={(range) => setDraft({ ...draft, ...range })} onPreset={applyPreset} />
      {pickMerchant && <MerchantSelect value={draft.merchantId} onChange={(merchantId) => setDraft({ ...draft, merchantId })} />}
      <TextField
        type="number"
        size="small"
        label={translate('resources.transactions.number')}
        value={draft.transactionId}
        onChange={(event) => setDraft({ ...draft, transactionId: event.target.value })}
        error={!!numberError}
        helperText={numberError}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ width: { xs: '100%', sm: 210 } }}
      />
      <Button type="submit" variant="contained" startIcon={<FilterAltIcon />} disabled={!!rangeError || !!numberError} sx={{ height: 48 }}>
        {translate('resources.transactions.filter')}
      </Button>
    </Stack>
  );
};
