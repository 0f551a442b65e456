import { Grid } from '@mui/material';
import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { loyaltyClientSchema } from '../../src/schemas/loyaltyClientSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

const resolver = schemaResolver(loyaltyClientSchema);
const required = requiredMarks(loyaltyClientSchema);
const PLATFORMS = [
  { id: 'android', name: 'resources.loyaltyClients.platforms.android' },
  { id: 'ios', name: 'resources.loyaltyClients.platforms.ios' },
];

/** docs/spec-reference.md §2 loyalty/clients/client: name, e-mail and device (Android unless iOS is chosen). */
const ClientCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen
      resolver={resolver}
      title={translate('resources.loyaltyClients.create_title')}
      successMessage={translate('resources.loyaltyClients.created')}
      backTo="/loyalty/clients"
      // the new client's information (card number included), where 'Reenviar tarjeta' is
      savedTo={(client) => ({ pathname: '/loyalty/clients/client/info', state: { client } })}
      defaultValues={{ plataforma: 'android' }}
    >
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 700 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="nombre" validate={required.nombre} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="correo" type="email" validate={required.correo} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
        </Grid>
        <Grid size={12}>
          <RadioButtonGroupInput source="plataforma" choices={PLATFORMS} />
        </Grid>
      </Grid>
    </CreateScreen>
  );
};

export default ClientCreate;
