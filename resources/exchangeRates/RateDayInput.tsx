import { FormHelperText, Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { CrDayPicker } from '../../src/components/CrDayPicker';

/** The rate's day, dd/mm/aaaa as every date picker of the portal reads; the form holds `YYYY-MM-DD`. */
export const RateDayInput = ({ max }: { max: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'day' });
  const problem = fieldState.error?.message;
  return (
    <Stack sx={{ mb: 2 }}>
      <CrDayPicker label={`${translate('resources.exchangeRates.fields.day')} *`} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} max={max} name="day" />
      <FormHelperText error={Boolean(problem)}>{problem ? translate(problem, { _: problem }) : translate('resources.exchangeRates.helpers.day')}</FormHelperText>
    </Stack>
  );
};
