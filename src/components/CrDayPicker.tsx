import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { CR_DATE_FORMAT, pickerLocaleText } from './DateRangeFilter';

const DAY = 'YYYY-MM-DD';

/**
 * One day, shown dd/mm/aaaa as Costa Rica writes it whatever language the browser speaks (a
 * native date input follows the browser: 11/27/2026 in an English one); the value is `YYYY-MM-DD`.
 */
export const CrDayPicker = ({ label, value, onChange, max, name }: { label: string; value: string; onChange: (day: string) => void; max?: string; name?: string }) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerLocaleText}>
    <DatePicker
      label={label}
      format={CR_DATE_FORMAT}
      value={value ? dayjs(value, DAY) : null}
      onChange={(date: Dayjs | null) => date && date.isValid() && onChange(date.format(DAY))}
      maxDate={max ? dayjs(max, DAY) : undefined}
      slotProps={{ textField: { size: 'small', name } }}
      sx={{ width: 190 }}
    />
  </LocalizationProvider>
);
