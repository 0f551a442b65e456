import { Grid } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { rewardRequired as required } from './rewardValidation';

/** The reward's name and the points it requires. */
export const RewardInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 700 }}>
    <Grid size={{ xs: 12, sm: 8 }}>
      <TextInput source="recompensa" validate={required.recompensa} fullWidth slotProps={{ htmlInput: { maxLength: 80 } }} />
    </Grid>
    <Grid size={{ xs: 12, sm: 4 }}>
      <NumberInput source="requiere" validate={required.requiere} min={1} step={1} fullWidth />
    </Grid>
  </Grid>
);
