import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate, type Validator } from 'react-admin';
import type { EconomicActivities } from '../domain/wire/settings';
import { fold } from '../providers/listInClient';
import { useCatalogs } from './useCatalogs';

type Activity = EconomicActivities['activities'][number];

/** At most this many matches are listed: the whole list is 700 rows, typing narrows it. */
const SHOWN = 50;

export const activityLabel = (activity: Activity) => (activity.description ? `${activity.code} – ${activity.description}` : activity.code);

/** Every typed word (accents and case aside) is in the code or the description. */
const matching = (choices: Activity[], typed: string) => {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (!words.length) return choices.slice(0, SHOWN);
  const found: Activity[] = [];
  for (const choice of choices) {
    const text = fold(`${choice.code} ${choice.description}`);
    if (words.every((word) => text.includes(word))) found.push(choice);
    if (found.length === SHOWN) break;
  }
  return found;
};

/**
 * The merchant's economic activity code picked from Hacienda's list (GET /activities/, read
 * through `resource`'s `activities` action): type words or digits, choose 'código – descripción'.
 * The form holds only the 6-digit code; the server checks it is one of the list
 * (src/schemas/fiscalIdentitySchema.ts). A stored code the list lacks still shows, as its digits.
 */
export const ActivityCodeInput = ({ resource, label, helperText, validate }: { resource: string; label: string; helperText?: string; validate?: Validator | Validator[] }) => {
  const translate = useTranslate();
  const { data, isPending } = useCatalogs<EconomicActivities>(resource, 'activities');
  const { field, fieldState, isRequired } = useInput({ source: 'activityCode', validate });
  const activities = useMemo(() => data?.activities ?? [], [data]);
  const code = typeof field.value === 'string' ? field.value : '';
  const selected = code ? (activities.find((activity) => activity.code === code) ?? { code, description: '' }) : null;
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      options={activities}
      value={selected}
      loading={isPending}
      onChange={(_, activity) => field.onChange(activity?.code ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={activityLabel}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      filterOptions={(choices, { inputValue }) => matching(choices, inputValue)}
      noOptionsText={translate('fiscal.activity.no_match')}
      loadingText={translate('app.loading')}
      openText={translate('fiscal.activity.open')}
      closeText={translate('fiscal.activity.close')}
      clearText={translate('fiscal.activity.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={isRequired}
          error={!!error}
          helperText={error ? translate(error) : helperText}
          fullWidth
        />
      )}
      fullWidth
    />
  );
};
