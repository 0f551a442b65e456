import { Alert, Box, Divider, Typography } from '@mui/material';
import { SelectInput, TextInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RESTAURANT_COMPANY_TYPE } from '../../src/domain/floorRules';
import { EditScreen } from '../../src/components/ResourceForm';
import { FiscalIdentityInputs } from '../../src/components/FiscalIdentityInputs';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';
import { CertificatePanel } from './CertificatePanel';

const schema = companySettingsSchema();
const resolver = schemaResolver(schema);
const required = requiredMarks(schema);

type YesNoSource = 'simplifiedRegime' | 'tableService' | 'electronicInvoice';
const LABELS: Record<YesNoSource, string> = {
  simplifiedRegime: 'resources.company.fields.simplifiedRegime',
  tableService: 'resources.company.fields.tableService',
  electronicInvoice: 'fiscal.fields.electronicInvoice',
};
const HELPERS: Record<YesNoSource, string> = {
  simplifiedRegime: 'resources.company.helpers.simplifiedRegime',
  tableService: 'resources.company.helpers.tableService',
  electronicInvoice: 'fiscal.helpers.electronicInvoice',
};

/** Sí/No as a select (docs/spec-reference.md §2), holding a true/false. */
const YesNoInput = ({ source }: { source: YesNoSource }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={LABELS[source]}
      choices={[
        { id: 'S', name: translate('resources.company.yes') },
        { id: 'N', name: translate('resources.company.no') },
      ]}
      format={(value: unknown) => (value === true ? 'S' : value === false ? 'N' : '')}
      parse={(value: string) => (value === 'S' ? true : value === 'N' ? false : null)}
      validate={required[source]}
      helperText={translate(HELPERS[source])}
      translateChoice={false}
      emptyText=""
      fullWidth
    />
  );
};

const SinpePhoneInput = () => {
  const translate = useTranslate();
  return (
    <TextInput
      source="sinpePhone"
      label="resources.company.fields.sinpePhone"
      helperText={translate('resources.company.helpers.sinpePhone')}
      format={(value: unknown) => (typeof value === 'string' ? value : '')}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 8 }}
      fullWidth
    />
  );
};

/** Filled enough to issue: the fields a document's issuer cannot do without. */
const fiscalComplete = (fiscal: Record<string, unknown> | null | undefined) =>
  !!fiscal && ['legalName', 'identificationType', 'identificationNumber', 'province', 'canton', 'district', 'otherSigns', 'email', 'establishment', 'terminal'].every((key) => fiscal[key] !== undefined && fiscal[key] !== null && fiscal[key] !== '');

/** The 'Datos fiscales' part: e-invoicing on or off, the activity code and the issuer's data. */
const FiscalPart = () => {
  const translate = useTranslate();
  const [simplified, invoicing, fiscal] = useWatch({ name: ['simplifiedRegime', 'electronicInvoice', 'fiscal'] }) as [boolean, boolean, Record<string, unknown> | null];
  return (
    <Box component="section" aria-labelledby="fiscal-title" sx={{ width: '100%', maxWidth: 900, mt: 2 }}>
      <Typography id="fiscal-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('fiscal.section')}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('fiscal.intro')}
      </Typography>
      {simplified && <Alert severity="info" sx={{ mb: 1.5 }}>{translate('fiscal.simplified')}</Alert>}
      {!simplified && invoicing && !fiscalComplete(fiscal) && <Alert severity="warning" sx={{ mb: 1.5 }}>{translate('fiscal.missing')}</Alert>}
      <Box sx={{ maxWidth: 560 }}>
        <YesNoInput source="electronicInvoice" />
      </Box>
      <FiscalIdentityInputs activityCode />
    </Box>
  );
};

const CompanyInputs = () => {
  const record = useRecordContext();
  return (
    <>
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <YesNoInput source="simplifiedRegime" />
        {/* docs/spec-reference.md §6: table service only for company type 1 (restaurants) */}
        {record?.companyTypeId === RESTAURANT_COMPANY_TYPE && <YesNoInput source="tableService" />}
        {/* The number diners at a table pay to by SINPE Móvil; empty, the pay page offers no SINPE */}
        {record?.companyTypeId === RESTAURANT_COMPANY_TYPE && <SinpePhoneInput />}
      </Box>
      <FiscalPart />
    </>
  );
};

/** /company: the merchant's own simplified regime, table service, fiscal identity and signing key (group 4 only). */
const CompanySettings = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ merchantId: number | null } | null>();
  const merchantId = permissions?.merchantId;
  if (!merchantId) return null;
  return (
    <>
      <EditScreen
        resource="company"
        id={merchantId}
        resolver={resolver}
        title={translate('resources.company.title')}
        successMessage={translate('resources.company.updated')}
        backTo="/company"
      >
        <CompanyInputs />
      </EditScreen>
      <CertificatePanel merchantId={merchantId} />
    </>
  );
};

export default CompanySettings;
