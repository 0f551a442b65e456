import { Box } from '@mui/material';
import { SelectInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { RESTAURANT_COMPANY_TYPE } from '../../src/domain/floorRules';
import { EditScreen } from '../../src/components/ResourceForm';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

const resolver = schemaResolver(companySettingsSchema);
const required = requiredMarks(companySettingsSchema);

/** Sí/No as a select (docs/spec-reference.md §2), holding a true/false. */
const YesNoInput = ({ source }: { source: 'simplifiedRegime' | 'tableService' }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={`resources.company.fields.${source}`}
      choices={[
        { id: 'S', name: translate('resources.company.yes') },
        { id: 'N', name: translate('resources.company.no') },
      ]}
      format={(value: unknown) => (value === true ? 'S' : value === false ? 'N' : '')}
      parse={(value: string) => (value === 'S' ? true : value === 'N' ? false : null)}
      validate={required[source]}
      helperText={translate(`resources.company.helpers.${source}`)}
      translateChoice={false}
      emptyText=""
      fullWidth
    />
  );
};

const CompanyInputs = () => {
  const record = useRecordContext();
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <YesNoInput source="simplifiedRegime" />
      {/* docs/spec-reference.md §6: table service only for company type 1 (restaurants) */}
      {record?.companyTypeId === RESTAURANT_COMPANY_TYPE && <YesNoInput source="tableService" />}
    </Box>
  );
};

/** /company: the merchant's own simplified regime and table service (group 4 only). */
const CompanySettings = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ merchantId: number | null } | null>();
  const merchantId = permissions?.merchantId;
  if (!merchantId) return null;
  return (
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
  );
};

export default CompanySettings;
