import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { clientSearchSchema } from '../../src/schemas/loyaltyClientSchema';
import type { LoyaltyClient } from './endpoints';

/**
 * Spec §2 loyalty/clients: search a client by e-mail (found: their info; nobody: said in place),
 * and 'Nuevo' to register one.
 */
const ClientSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [notFound, setNotFound] = useState(false);
  const [busy, setBusy] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setNotFound(false);
    const checked = clientSearchSchema.safeParse({ email: email.trim() || undefined });
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    setProblem(undefined);
    setBusy(true);
    try {
      const client = await dataProvider.action<LoyaltyClient | null>('loyaltyClients', 'search', { email: checked.data.email });
      if (client) navigate('/loyalty/clients/client/info', { state: { client } });
      else setNotFound(true);
    } catch (error) {
      feedback.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.loyaltyClients.list_title')} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.loyaltyClients.search_hint')}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={search} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={translate('resources.loyaltyClients.fields.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!problem}
            helperText={problem ?? ' '}
            required
            size="small"
            sx={{ width: { xs: '100%', sm: 420 } }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SearchIcon />}>
            {translate('resources.loyaltyClients.search')}
          </Button>
          <Button component={Link} to="/loyalty/clients/client" variant="outlined" startIcon={<PersonAddIcon />}>
            {translate('app.new')}
          </Button>
        </Stack>
        {notFound && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.loyaltyClients.not_found')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};

export default ClientSearch;
