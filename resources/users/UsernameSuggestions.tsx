import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** After 'user name taken', the server's free alternatives: a click puts one in the field. */
export const UsernameSuggestions = ({ suggestions, onPick }: { suggestions: string[]; onPick: () => void }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  if (!suggestions.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: -1, mb: 2 }} role="group" aria-label={translate('resources.users.suggestions')}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.users.suggestions')}
      </Typography>
      {suggestions.map((username) => (
        <Chip
          key={username}
          label={username}
          color="primary"
          variant="outlined"
          aria-label={translate('resources.users.suggestion_pick', { username })}
          onClick={() => {
            setValue('username', username, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
            onPick();
          }}
        />
      ))}
    </Box>
  );
};
