import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CURRENCY_CHOICES } from './choices';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

/** Where the merchant's money goes and who is told. */
export const DepositInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('resources.merchants.sections.bank')}>
      <Cell>
        <ReferenceInput source="bank_id" reference="banks">
          <SelectInput optionText="name" fullWidth emptyText="" />
        </ReferenceInput>
      </Cell>
      <Cell>
        <SelectInput source="currency_code" choices={CURRENCY_CHOICES} fullWidth emptyText="" />
      </Cell>
      <Cell>
        <TextInput source="emailDeposit" type="email" validate={required.emailDeposit} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Cell>
      <Cell>
        <TextInput source="paymentEmail" type="email" validate={required.paymentEmail} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Cell>
    </FormSection>
  );
};
