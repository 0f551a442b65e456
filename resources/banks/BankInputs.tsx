import { Grid } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { bankRequired as required } from './bankValidation';

/** The bank form's fields, shared by create and edit. */
export const BankInputs = () => {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="code" validate={required.code} fullWidth slotProps={{ htmlInput: { maxLength: 10 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ReferenceInput source="country_code" reference="countries">
          <SelectInput optionText="description" validate={required.country_code} fullWidth emptyText="" />
        </ReferenceInput>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="vault_id" validate={required.vault_id} fullWidth slotProps={{ htmlInput: { maxLength: 40 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="emails" validate={required.emails} fullWidth helperText={translate('resources.banks.helpers.emails')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="email_delivery" type="email" validate={required.email_delivery} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="phones" fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
    </Grid>
  );
};
