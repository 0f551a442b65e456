import { Alert, Grid } from '@mui/material';
import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { tableRequired as required } from './tableValidation';

/** The table form's fields: name and its section ('No hay secciones configuradas' when there are none). */
export const TableInputs = () => {
  const translate = useTranslate();
  const { data: sections, isPending } = useGetList('sections', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const none = !isPending && !sections?.length;
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 700 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 40 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="sectionId"
          choices={sections ?? []}
          isPending={isPending}
          validate={required.sectionId}
          fullWidth
          emptyText=""
          translateChoice={false}
          disabled={none}
          helperText={none ? translate('resources.tables.no_sections') : undefined}
        />
      </Grid>
      {none && (
        <Grid size={12}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.tables.no_sections')}. {translate('resources.tables.no_sections_hint')}
          </Alert>
        </Grid>
      )}
    </Grid>
  );
};
