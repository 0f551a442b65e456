import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Button } from '@mui/material';
import { FunctionField, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourceList';
import { crShortDateTime } from '../../src/domain/costaRicaTime';
import { STAMPS_FOR_REWARD } from '../../src/domain/loyaltyRules';
import type { LoyaltyClient } from '../../src/domain/wire/loyalty';
import { CLIENT_PAGE_SIZE } from './endpoints';

// `label` is read by the table for the column header.
const ShowClient = (_props: { label?: string }) => {
  const translate = useTranslate();
  const client = useRecordContext<LoyaltyClient>();
  if (!client) return null;
  return (
    <Button component={Link} to="/loyalty/clients/client/info" state={{ client }} size="small" startIcon={<VisibilityIcon />} aria-label={translate('resources.loyaltyClients.show_named', { name: client.nombre })}>
      {translate('resources.loyaltyClients.show')}
    </Button>
  );
};

/** What points and stamps are, above the list (a merchant asked what 'Sellos' means). */
export const StampsHelp = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={<InfoOutlinedIcon fontSize="inherit" />} sx={{ mx: 1, my: 1 }}>
      {translate('resources.loyaltyClients.stamps_help', { stamps: STAMPS_FOR_REWARD })}
    </Alert>
  );
};

/**
 * docs/spec-reference.md §2 loyalty/clients, with our list: the merchant's clients by name, 25 a page, 'Buscar'
 * finds part of a name or e-mail (accents aside, on the server), 'Ver' opens the client's
 * information with 'Reenviar tarjeta', 'Nuevo' registers one.
 */
const ClientList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      title={translate('resources.loyaltyClients.list_title')}
      emptyText={translate('resources.loyaltyClients.empty')}
      createTo="/loyalty/clients/client"
      perPage={CLIENT_PAGE_SIZE}
      aside={<StampsHelp />}
      cardTitle="nombre"
    >
      {/* the server orders clients by name; the columns do not sort */}
      <TextField source="nombre" sortable={false} />
      <TextField source="correo" sortable={false} />
      <TextField source="loyaltyMemberId" sortable={false} />
      <NumberField source="puntosActuales" locales="en-US" sortable={false} />
      <FunctionField source="sellosActuales" sortable={false} render={(client: LoyaltyClient) => `${client.sellosActuales} / ${STAMPS_FOR_REWARD}`} />
      <FunctionField source="fechaRegistro" sortable={false} render={(client: LoyaltyClient) => crShortDateTime(Date.parse(client.fechaRegistro))} />
      <ShowClient label="app.actions" />
    </ResourceList>
  );
};

export default ClientList;
