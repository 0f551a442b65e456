import { Grid } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useCatalogs } from '../../src/components/useCatalogs';
import { LEGAL_ID_TYPES } from '../../src/domain/floorRules';
import type { SupplierServiceType } from '../../src/domain/wire/floor';
import { supplierRequired as required } from './supplierValidation';

/** The supplier form's fields, shared by create and edit. */
export const SupplierInputs = () => {
  const translate = useTranslate();
  const { data: services, isPending } = useCatalogs<SupplierServiceType[]>('suppliers', 'serviceTypes');
  const idTypes = LEGAL_ID_TYPES.map(({ id }) => ({ id, name: translate(`resources.suppliers.legal_id_types.${id}`) }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <SelectInput
          source="serviceTypeId"
          choices={services ?? []}
          optionText="description"
          isPending={isPending}
          validate={required.serviceTypeId}
          fullWidth
          emptyText=""
          translateChoice={false}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <SelectInput source="legalIdType" choices={idTypes} validate={required.legalIdType} fullWidth emptyText="" translateChoice={false} />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextInput source="legalId" fullWidth helperText={translate('resources.suppliers.helpers.legalId')} slotProps={{ htmlInput: { maxLength: 20 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextInput source="phone" type="tel" fullWidth slotProps={{ htmlInput: { maxLength: 20 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextInput source="mobile" type="tel" fullWidth slotProps={{ htmlInput: { maxLength: 20 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextInput source="email" type="email" fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextInput source="contact" fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
      <Grid size={12}>
        <TextInput source="address" fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 250 } }} />
      </Grid>
    </Grid>
  );
};
