import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_AVAILABLE } from '../../src/domain/productCatalogs';

/**
 * How many can be sold: 'Sin límite' (the default: a kitchen rarely counts its casados), or a
 * quantity each order takes and each cancel gives back, turned on with the switch.
 */
export const AvailableInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const unlimited = useWatch({ name: 'unlimited' }) !== false;
  const track = (on: boolean) => {
    setValue('unlimited', !on, { shouldDirty: true });
    // a quantity left from before (1,000,000 while it was unlimited) would read as a real count
    setValue('available', null, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={!unlimited} onChange={(event) => track(event.target.checked)} />}
        label={translate('resources.products.available.track')}
      />
      {unlimited ? (
        <Typography variant="body2" color="text.secondary" sx={{ mx: 1.75, mb: 2 }} data-testid="available-unlimited">
          {translate('resources.products.available.unlimited')}
        </Typography>
      ) : (
        <NumberInput source="available" fullWidth min={0} max={MAX_AVAILABLE} step={1} helperText={translate('resources.products.available.helper')} />
      )}
    </Box>
  );
};
