import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { reportRangeError } from '../../src/domain/dateRanges';
import { RECEIPT_STATUS_LABELS, RECEIPT_TYPE_LABELS } from '../../src/domain/receiptMessages';
import { receiptFilterSchema } from '../../src/schemas/receiptFilterSchema';

interface Draft {
  startDate: string;
  endDate: string;
  type: string;
  status: string;
  search: string;
}

const fieldSx = { width: { xs: '100%', sm: 200 } };

/** The filters that are set, as the list keeps them (an empty select or search is no filter). */
const setValues = (filters: Record<string, unknown>) => JSON.stringify(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '').sort(([a], [b]) => a.localeCompare(b)));

/**
 * The filters, applied by 'Filtrar' (a date preset at once), checked by the schema the API applies.
 * Applying the filters already shown reads the list again: Hacienda's answer changes a row's state
 * after it was listed, and 'Filtrar' is how the merchant asks for the list as it is now.
 */
export const ReceiptFilters = ({ today }: { today: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, refetch } = useListContext();
  const [draft, setDraft] = useState<Draft>(() => ({
    startDate: filterValues.from,
    endDate: filterValues.to,
    type: filterValues.type ?? '',
    status: filterValues.status ?? '',
    search: filterValues.search ?? '',
  }));
  const rangeError = reportRangeError(draft, today);
  const checked = receiptFilterSchema.safeParse({ type: draft.type, status: draft.status, search: draft.search });
  const searchError = checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === 'search')?.message;
  const invalid = !!rangeError || !!searchError;
  const filtersOf = (next: Draft) => ({ from: next.startDate, to: next.endDate, type: next.type, status: next.status, search: next.search.trim() });

  const applyFilters = (next: Draft) => {
    const filters = filtersOf(next);
    // the same filters are the same query: the list would keep what it read before
    if (setValues(filters) === setValues(filterValues)) void refetch();
    else setFilters(filters, undefined, false);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) applyFilters(draft);
  };

  return (
    <Stack component="form" onSubmit={apply} direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}>
      <DateRangeFilter
        today={today}
        value={draft}
        error={rangeError}
        onChange={(range) => setDraft({ ...draft, ...range })}
        onPreset={(range) => {
          const next = { ...draft, ...range };
          setDraft(next);
          if (!searchError) applyFilters(next);
        }}
      />
      <TextField select size="small" label={translate('resources.receipts.type')} value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.target.value })} sx={fieldSx}>
        <MenuItem value="">{translate('resources.receipts.any_type')}</MenuItem>
        {Object.entries(RECEIPT_TYPE_LABELS).map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('resources.receipts.status')} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} sx={fieldSx}>
        <MenuItem value="">{translate('resources.receipts.any_status')}</MenuItem>
        {Object.entries(RECEIPT_STATUS_LABELS).map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('resources.receipts.search')}
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        error={!!searchError}
        helperText={searchError}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 50 } }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <Button type="submit" variant="contained" startIcon={<FilterAltIcon />} disabled={invalid} sx={{ height: 40 }}>
        {translate('resources.receipts.filter')}
      </Button>
    </Stack>
  );
};
