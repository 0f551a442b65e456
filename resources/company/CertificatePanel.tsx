import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useGetOne, useRefresh, useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { certificateExpiry } from '../../src/domain/certificateExpiry';
import { crDate } from '../../src/domain/costaRicaTime';
import type { CompanySettings } from '../../src/domain/wire/settings';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { MAX_P12_BYTES } from '../../src/schemas/certificateUploadSchema';

/** dd/mm/aaaa in Costa Rica time. */
const dayOf = (iso: string) => crDate(new Date(iso).getTime()).split('-').reverse().join('/');

const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};

/** What the settings show of the signing certificate: holder, identification, expiry and its warnings. */
const CertificateStatus = ({ settings }: { settings: CompanySettings }) => {
  const translate = useTranslate();
  const { certificate } = settings;
  if (settings.certificateUnreadable) return <Alert severity="error">{translate('fiscal.certificate.unreadable')}</Alert>;
  if (!certificate) return <Alert severity="info">{translate('fiscal.certificate.none')}</Alert>;
  const expiry = certificateExpiry(certificate.notAfter, Date.now());
  const date = dayOf(certificate.notAfter);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <dt>{translate('fiscal.certificate.holder')}</dt>
        <dd data-testid="certificate-holder">{certificate.holder}</dd>
        {certificate.holderId && (
          <>
            <dt>{translate('fiscal.certificate.holderId')}</dt>
            <dd>{certificate.holderId}</dd>
          </>
        )}
        <dt>{translate('fiscal.certificate.validUntil')}</dt>
        <dd data-testid="certificate-expiry">{date}</dd>
      </Box>
      {certificate.source === 'test' && <Alert severity="info">{translate('fiscal.certificate.test')}</Alert>}
      {expiry.state === 'expired' && <Alert severity="error">{translate('fiscal.certificate.expired', { date })}</Alert>}
      {expiry.state === 'expiring' && (
        <Alert severity="warning">
          {expiry.days === 1 ? translate('fiscal.certificate.expiringOne', { date }) : translate('fiscal.certificate.expiring', { days: expiry.days, date })}
        </Alert>
      )}
    </Box>
  );
};

/**
 * Company settings' signing key: what is in use, and the upload of the merchant's own
 * .p12 with its PIN (POST /merchant/config/{id}/certificate). The PIN lives in this form only until
 * it is sent, and is emptied whatever the answer.
 */
export const CertificatePanel = ({ merchantId }: { merchantId: number }) => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data: settings } = useGetOne<CompanySettings & { id: number }>('company', { id: merchantId });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(translate('fiscal.certificate.missingFile'));
    if (file.size > MAX_P12_BYTES) return setProblem(translate('fiscal.certificate.tooLarge'));
    if (!/^\d{4}$/.test(pin)) return setProblem(translate('fiscal.certificate.missingPin'));
    setProblem(null);
    setSending(true);
    try {
      await dataProvider.action('company', 'certificate', { id: merchantId, file: await base64Of(file), pin });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      feedback.success(translate('fiscal.certificate.saved'));
      refresh();
    } catch (error) {
      feedback.error((error as Error)?.message);
    } finally {
      setPin('');
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="certificate-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="certificate-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('fiscal.certificate.title')}
        </Typography>
        {settings && <CertificateStatus settings={settings} />}
        <Typography variant="body2" color="text.secondary">
          {translate('fiscal.certificate.intro')}
        </Typography>
        <Box component="form" onSubmit={upload} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0, flex: '0 1 auto' }}>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
              {translate('fiscal.certificate.choose')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".p12,.pfx,application/x-pkcs12"
              hidden
              aria-label={translate('fiscal.certificate.file')}
              data-testid="certificate-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {file?.name ?? translate('fiscal.certificate.noFile')}
            </Typography>
          </Box>
          <TextField
            label={translate('fiscal.certificate.pin')}
            type="password"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
            autoComplete="off"
            size="small"
            sx={{ width: 120 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'certificate-pin' } }}
          />
          <Button type="submit" variant="contained" disabled={sending}>
            {translate(sending ? 'fiscal.certificate.uploading' : 'fiscal.certificate.upload')}
          </Button>
        </Box>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
