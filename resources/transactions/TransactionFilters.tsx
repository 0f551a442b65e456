import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { CARD_BRANDS } from '../../src/domain/card';
import { type DateRange, reportRangeError } from '../../src/domain/dateRanges';
import { transactionNumberError } from '../../src/domain/reportFilters';
import { EMPTY_SEARCH, type SearchDraft, type SearchField, SEARCH_FIELDS } from '../../src/domain/transactionSearch';
import { MerchantSelect } from './MerchantSelect';
import { searchErrors } from './searchErrors';

interface Draft extends SearchDraft {
  startDate: string;
  endDate: string;
  merchantId: number;
  transactionId: string;
}

interface TransactionFiltersProps {
  today: string;
  pickMerchant: boolean;
}

const fieldSx = { width: { xs: '100%', sm: 180 } };

/**
 * The filters are a form applied by 'Filtrar', except a date preset, which applies at once. Every
 * search is the server's, over the whole range: the transaction number, and the search fields
 * (last four, authorization, amounts, voucher, brand), checked here by the schema the server
 * applies too (a search of the page on screen alone would leave the pager counting rows it hides).
 */
export const TransactionFilters = ({ today, pickMerchant }: TransactionFiltersProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<Draft>(() => ({
    startDate: filterValues.startDate,
    endDate: filterValues.endDate,
    merchantId: Number(filterValues.merchantId) || 0,
    transactionId: filterValues.transactionId ?? '',
    ...Object.fromEntries(SEARCH_FIELDS.map((field) => [field, String(filterValues[field] ?? EMPTY_SEARCH[field])])),
  }) as Draft);
  const rangeError = reportRangeError(draft, today);
  const numberError = transactionNumberError(draft.transactionId);
  const problems = searchErrors(draft);
  const invalid = !!rangeError || !!numberError || Object.keys(problems).length > 0;

  // a merchant's user keeps its own merchant whatever the draft says
  const applied = (next: Draft) => ({ ...next, merchantId: pickMerchant ? next.merchantId : filterValues.merchantId });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setFilters(applied(draft), undefined, false);
  };

  const applyPreset = (range: DateRange) => {
    const next = { ...draft, ...range };
    setDraft(next);
    // the rest of the form as drafted when it is valid, else as last applied
    setFilters(invalid && !rangeError ? { ...filterValues, ...range } : applied(next), undefined, false);
  };

  const searchField = (field: Exclude<SearchField, 'brand'>, inputMode: 'numeric' | 'decimal' | 'text', maxLength: number) => (
    <TextField
      key={field}
      size="small"
      label={translate(`resources.transactions.search.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={!!problems[field]}
      helperText={problems[field]}
      slotProps={{ htmlInput: { inputMode, maxLength } }}
      sx={fieldSx}
    />
  );

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
      {searchField('cardLast4', 'numeric', 4)}
      {searchField('authorization', 'text', 12)}
      {searchField('amountFrom', 'decimal', 16)}
      {searchField('amountTo', 'decimal', 16)}
      {searchField('voucherId', 'text', 64)}
      <TextField
        select
        size="small"
        label={translate('resources.transactions.search.brand')}
        value={draft.brand}
        onChange={(event) => setDraft({ ...draft, brand: event.target.value })}
        error={!!problems.brand}
        helperText={problems.brand}
        sx={fieldSx}
      >
        <MenuItem value="">{translate('resources.transactions.search.any_brand')}</MenuItem>
        {CARD_BRANDS.map((brand) => (
          <MenuItem key={brand} value={brand}>
            {brand}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<FilterAltIcon />} disabled={invalid} sx={{ height: 48 }}>
        {translate('resources.transactions.filter')}
      </Button>
    </Stack>
  );
};
