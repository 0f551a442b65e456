import DownloadIcon from '@mui/icons-material/Download';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { ReportSearch } from '../../src/components/ReportSearch';
import { type DateRange, reportRangeError } from '../../src/domain/dateRanges';
import { usePaymentsExport } from './usePaymentsExport';

/** Date range and 'Filtrar' (applied on submit; a preset at once), 'Descargar' with its progress, and the search box (over every page of the range). */
export const PaymentFilters = ({ today }: { today: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, total, isPending } = useListContext();
  const [range, setRange] = useState<DateRange>({ startDate: filterValues.startDate, endDate: filterValues.endDate });
  const [search, setSearch] = useState(filterValues.q ?? '');
  const { progress, start, cancel } = usePaymentsExport();
  const rangeError = reportRangeError(range, today);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) setFilters({ ...filterValues, ...range }, undefined, false);
  };
  // a preset applies at once, without 'Filtrar'
  const applyPreset = (preset: DateRange) => {
    setRange(preset);
    setFilters({ ...filterValues, ...preset }, undefined, false);
  };
  const changeSearch = (q: string) => {
    setSearch(q);
    setFilters({ ...filterValues, q }, undefined, true);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack component="form" onSubmit={apply} direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DateRangeFilter today={today} value={range} error={rangeError} onChange={setRange} onPreset={applyPreset} />
        <Button type="submit" variant="contained" startIcon={<FilterAltIcon />} disabled={!!rangeError} sx={{ height: 48 }}>
          {translate('resources.merchantPayments.filter')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={start}
          disabled={!!progress || isPending || !total}
          sx={{ height: 48 }}
        >
          {translate('resources.merchantPayments.download')}
        </Button>
        <ReportSearch value={search} onChange={changeSearch} label={translate('resources.merchantPayments.search')} />
      </Stack>
      {progress && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }} role="status">
          <Box sx={{ flex: 1, maxWidth: 480 }}>
            <Typography variant="body2">{translate('resources.merchantPayments.preparing', progress)}</Typography>
            <LinearProgress variant="determinate" value={(100 * progress.done) / progress.pages} />
          </Box>
          <Button size="small" onClick={cancel}>
            {translate('resources.merchantPayments.cancel')}
          </Button>
        </Stack>
      )}
    </Box>
  );
};
