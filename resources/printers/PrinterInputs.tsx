import { Grid } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { PRINTER_LOCATIONS } from '../../src/domain/floorRules';
import { printerRequired as required } from './printerValidation';

/** The printer form's fields, shared by create and edit. */
export const PrinterInputs = () => {
  const translate = useTranslate();
  const locations = PRINTER_LOCATIONS.map(({ id }) => ({ id, name: translate(`resources.printers.locations.${id}`) }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 700 }}>
      <Grid size={12}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="ip" validate={required.ip} fullWidth helperText={translate('resources.printers.helpers.ip')} slotProps={{ htmlInput: { maxLength: 15, inputMode: 'decimal' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="typeId" choices={locations} validate={required.typeId} fullWidth emptyText="" translateChoice={false} />
      </Grid>
    </Grid>
  );
};
