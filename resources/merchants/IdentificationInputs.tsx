import { ReferenceInput, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ActivityCodeInput } from '../../src/components/ActivityCodeInput';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

/** Name, legal identification (locked once the merchant exists), company type, activity, country. */
export const IdentificationInputs = ({ locked }: { locked: boolean }) => {
  const translate = useTranslate();
  const { data: idTypes = [] } = useGetList('merchantIdTypes');
  const formatOf = (typeId: unknown) => idTypes.find((type) => type.id === Number(typeId))?.format as string | undefined;
  const format = formatOf(useWatch({ name: 'typeLegalId' }));
  const documentHelper = locked
    ? translate('resources.merchants.helpers.document_locked')
    : format && translate('resources.merchants.helpers.document_format', { format });
  return (
    <FormSection title={translate('resources.merchants.sections.identification')}>
      <Cell sm={12} md={8}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Cell>
      <Cell>
        <TextInput source="merchant_code" fullWidth slotProps={{ htmlInput: { maxLength: 20 } }} />
      </Cell>
      <Cell>
        <ReferenceInput source="typeLegalId" reference="merchantIdTypes">
          <SelectInput optionText="description" validate={required.typeLegalId} fullWidth readOnly={locked} emptyText="" />
        </ReferenceInput>
      </Cell>
      <Cell>
        <TextInput
          source="documentNumber"
          readOnly={locked}
          fullWidth
          helperText={documentHelper || false}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
        />
      </Cell>
      <Cell>
        <ReferenceInput source="companyTypeId" reference="merchantTypes">
          <SelectInput optionText="description" validate={required.companyTypeId} fullWidth emptyText="" />
        </ReferenceInput>
      </Cell>
      <Cell>
        <ActivityCodeInput resource="merchants" label={translate('resources.merchants.fields.activityCode')} validate={required.activityCode} />
      </Cell>
      <Cell>
        <ReferenceInput source="country_id" reference="countries">
          <SelectInput optionText="description" fullWidth emptyText="" />
        </ReferenceInput>
      </Cell>
      <Cell>
        <ReferenceInput source="executiveId" reference="executives">
          <SelectInput optionText="name" fullWidth emptyText="" />
        </ReferenceInput>
      </Cell>
    </FormSection>
  );
};
