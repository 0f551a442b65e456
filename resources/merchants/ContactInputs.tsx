import { TextInput, useTranslate } from 'react-admin';
import { ADDRESS_MAX } from '../../src/domain/merchantRules';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

/** Address (at most 250 characters), phone and e-mail. */
export const ContactInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('resources.merchants.sections.contact')}>
      <Cell sm={12} md={12}>
        <TextInput
          source="address"
          validate={required.address}
          multiline
          minRows={2}
          fullWidth
          helperText={translate('resources.merchants.helpers.address')}
          slotProps={{ htmlInput: { maxLength: ADDRESS_MAX } }}
        />
      </Cell>
      <Cell>
        <TextInput source="phone" type="tel" validate={required.phone} fullWidth slotProps={{ htmlInput: { maxLength: 30 } }} />
      </Cell>
      <Cell>
        <TextInput source="email" type="email" validate={required.email} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Cell>
    </FormSection>
  );
};
