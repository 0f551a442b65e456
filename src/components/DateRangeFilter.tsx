import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useTranslate } from 'react-admin';
import { type DateRange, pickerBounds, PRESET_LABELS, type PresetKey, presetOf, presetRange } from '../domain/dateRanges';

export interface DateRangeFilterProps {
  value: DateRange;
  /** A day typed or picked: the report's 'Filtrar' applies it. */
  onChange: (range: DateRange) => void;
  /** A preset chosen: the report applies it at once (default: like any other change). */
  onPreset?: (range: DateRange) => void;
  /** Today in Costa Rica (`YYYY-MM-DD`): the presets and the bounds count from it. */
  today: string;
  /** The range's problem, shown under the end date. */
  error?: string;
}

const PRESETS = Object.keys(PRESET_LABELS) as PresetKey[];

/**
 * A preset's button. Its text is the secondary text colour (black at 60 %), not MUI's action grey
 * (black at 54 %): on the page's grey (#f5f5f5), where a screen puts the filter straight on the
 * page (the provider's home), that grey is 4.47:1, under the 4.5:1 small text needs; this is 5.6:1.
 */
const PRESET_BUTTON = { textTransform: 'none', py: 0.25, px: 1, fontSize: '0.8125rem', color: 'text.secondary' } as const;

/** Costa Rica writes dates day first (dd/mm/aaaa), whatever language the browser speaks. */
export const CR_DATE_FORMAT = 'DD/MM/YYYY';

const DAY = 'YYYY-MM-DD';
const toDayjs = (day: string) => (day ? dayjs(day, DAY) : null);
const toDay = (date: Dayjs | null) => (date && date.isValid() ? date.format(DAY) : '');

/**
 * The pickers' own texts in Spanish (MUI X's esES), with the formal 'usted' of the rest of the
 * portal, the accents esES lacks and the field's placeholder as Costa Ricans write it: dd/mm/aaaa.
 */
export const pickerLocaleText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  openDatePickerDialogue: (formattedDate: string | null) => (formattedDate ? `Elegir fecha; la fecha elegida es ${formattedDate}` : 'Elegir fecha'),
  openPreviousView: 'Abrir la vista anterior',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year' ? 'La vista de años está abierta; cambiar a la vista de calendario' : 'La vista de calendario está abierta; cambiar a la vista de años',
  dateTableLabel: 'elegir fecha',
  okButtonLabel: 'Aceptar',
  cancelButtonLabel: 'Cancelar',
  day: 'Día',
  weekDay: 'Día de la semana',
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
};

/**
 * The reports' date range (docs/spec-reference.md §2, §9): two day pickers (MUI X, dd/mm/aaaa) from a year back up
 * to today (the end up to tomorrow, the spec's default), and the presets Hoy … Últimos 30 días.
 */
export const DateRangeFilter = ({ value, onChange, onPreset = onChange, today, error }: DateRangeFilterProps) => {
  const translate = useTranslate();
  const { min, maxStart, maxEnd } = pickerBounds(today);
  const dateField = (field: keyof DateRange, label: string, max: string, helper?: string) => (
    <DatePicker
      label={translate(label)}
      format={CR_DATE_FORMAT}
      value={toDayjs(value[field])}
      onChange={(date) => onChange({ ...value, [field]: toDay(date) })}
      minDate={dayjs(min, DAY)}
      maxDate={dayjs(max, DAY)}
      slotProps={{
        // filled and without margin, like the portal's other inputs (react-admin's theme)
        textField: { size: 'small', variant: 'filled', margin: 'none', error: !!helper, helperText: helper, name: field },
      }}
      sx={{ width: { xs: 160, sm: 175 } }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickerLocaleText}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5}>
          {dateField('startDate', 'date_range.start', maxStart)}
          {dateField('endDate', 'date_range.end', maxEnd, error)}
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={translate('date_range.presets')}
          value={presetOf(value, today)}
          onChange={(_, key: PresetKey | null) => key && onPreset(presetRange(key, today))}
          sx={{ flexWrap: 'wrap' }}
        >
          {PRESETS.map((key) => (
            <ToggleButton key={key} value={key} sx={PRESET_BUTTON}>
              {translate(`date_range.${key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </LocalizationProvider>
  );
};
