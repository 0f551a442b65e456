import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import { Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { crShortDateTime } from '../../src/domain/costaRicaTime';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import type { LoyaltyClient } from '../../src/domain/wire/loyalty';

const ROWS = ['nombre', 'correo', 'loyaltyMemberId', 'puntosActuales', 'sellosActuales', 'fechaRegistro', 'plataforma'] as const;

/**
 * docs/spec-reference.md §2 loyalty/clients/client/info: the client found by the search (handed over in navigation
 * state; without one, back to the search), and 'Reenviar tarjeta', which mails the card again.
 */
const ClientInfo = () => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const client = (useLocation().state as { client?: LoyaltyClient } | null)?.client;
  const [busy, setBusy] = useState(false);
  if (!client) return <Navigate to="/loyalty/clients" replace />;

  const shown = (key: (typeof ROWS)[number]) => {
    if (key === 'fechaRegistro') return crShortDateTime(Date.parse(client.fechaRegistro));
    if (key === 'plataforma') return translate(`resources.loyaltyClients.platforms.${client.plataforma}`);
    return String(client[key]);
  };

  const resend = async () => {
    setBusy(true);
    try {
      await dataProvider.action('loyaltyClients', 'resendCard', { loyaltyMemberId: client.loyaltyMemberId, email: client.correo });
      feedback.success(translate('resources.loyaltyClients.card_resent'));
    } catch (error) {
      feedback.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('resources.loyaltyClients.info_title')} />
      <CardContent>
        <Table size="small" aria-label={translate('resources.loyaltyClients.info_title')}>
          <TableBody>
            {ROWS.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {translate(`resources.loyaltyClients.fields.${key}`)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(key)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button component={Link} to="/loyalty/clients" startIcon={<ArrowBackIcon />}>
            {translate('app.back')}
          </Button>
          <Button variant="contained" onClick={resend} disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}>
            {translate('resources.loyaltyClients.resend')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

export default ClientInfo;
