import { Grid } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { SECTION_STATUSES } from '../../src/domain/floorRules';
import { sectionRequired as required } from './sectionValidation';

/** The section form's fields, shared by create and edit. */
export const SectionInputs = () => {
  const translate = useTranslate();
  const statuses = SECTION_STATUSES.map(({ id }) => ({ id, name: translate(`resources.sections.statuses.${id}`) }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 700 }}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectInput source="status" choices={statuses} validate={required.status} fullWidth emptyText="" translateChoice={false} />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Grid>
    </Grid>
  );
};
