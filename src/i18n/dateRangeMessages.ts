import { PRESET_LABELS } from '../domain/dateRanges';

/**
 * Texts of the shared date-range filter (src/components/DateRangeFilter). The report modules
 * that use it add these to the catalogue with their own texts.
 */
export const dateRangeMessages = {
  date_range: {
    start: 'Fecha inicial',
    end: 'Fecha final',
    presets: 'Rangos de fechas',
    ...PRESET_LABELS,
  },
};
