import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { ReportSearch } from '../../src/components/ReportSearch';
import { reportRangeError } from '../../src/domain/dateRanges';
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
  search: string;
  onSearch: (text: string) => void;
}

/**
 * The filters are a form: nothing is asked of the server until 'Filtrar'. The search box beside
 * them only narrows the rows already on screen (spec: local search on the transaction id).
 */
export const TransactionFilters = ({ today, pickMerchant, search, onSearch }: TransactionFiltersProps) => {
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

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError || numberError) return;
    // a merchant's user keeps its own merchant whatever the draft says
    setFilters({ ...draft, merchantId: pickMerchant ? draft.merchantId : filterValues.merchantId }, undefined, false);
  };

  return (
    <Stack component="form" onSubmit={apply} direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}>
      <DateRangeFilter today={today} value={draft} error={rangeError} onChange={(range) => setDraft({ ...draft, ...range })} />
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
        sx={{ width: 210 }}
      />
      <Button type="submit" variant="contained" startIcon={<FilterAltIcon />} disabled={!!rangeError || !!numberError} sx={{ height: 48 }}>
        {translate('resources.transactions.filter')}
      </Button>
      <ReportSearch value={search} onChange={onSearch} label={translate('resources.transactions.search')} />
    </Stack>
  );
};
