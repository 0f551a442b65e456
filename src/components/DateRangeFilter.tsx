import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type DateRange, pickerBounds, PRESET_LABELS, type PresetKey, presetOf, presetRange } from '../domain/dateRanges';

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today in Costa Rica (`YYYY-MM-DD`): the presets and the bounds count from it. */
  today: string;
  /** The range's problem, shown under the end date. */
  error?: string;
}

const PRESETS = Object.keys(PRESET_LABELS) as PresetKey[];

/**
 * The reports' date range (spec §2, §9): two day pickers, from a year back up to today (the end
 * up to tomorrow, the spec's default), and the presets Hoy … Último 30 días. Choosing a preset
 * only fills the days; the report's 'Filtrar' applies them.
 */
export const DateRangeFilter = ({ value, onChange, today, error }: DateRangeFilterProps) => {
  const translate = useTranslate();
  const { min, maxStart, maxEnd } = pickerBounds(today);
  const dateField = (field: keyof DateRange, label: string, max: string, helper?: string) => (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={value[field]}
      onChange={(event) => onChange({ ...value, [field]: event.target.value })}
      error={!!helper}
      helperText={helper}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      sx={{ width: { xs: 150, sm: 170 } }}
    />
  );
  return (
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
        onChange={(_, key: PresetKey | null) => key && onChange(presetRange(key, today))}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none', py: 0.25, px: 1, fontSize: '0.8125rem' }}>
            {translate(`date_range.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
