import { Grid } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { bankValidation as v } from './bankValidation';

/** The bank form's fields, shared by create and edit. */
export const BankInputs = () => {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="code" validate={v.required} fullWidth slotProps={{ htmlInput: { maxLength: 10 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" validate={v.required} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReferenceInput source="country_code" reference="countries">
          <SelectInput optionText="description" validate={v.required} fullWidth emptyText="" />
        </ReferenceInput>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="vault_id" validate={v.required} fullWidth slotProps={{ htmlInput: { maxLength: 40 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="emails" validate={v.emails} fullWidth helperText={translate('resources.banks.helpers.emails')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="email_delivery" type="email" validate={v.email} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="phones" fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
    </Grid>
  );
};
