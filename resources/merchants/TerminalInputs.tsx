import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { TOP_BANK_CHOICES } from './choices';
import { Cell, FormSection } from './FormSection';
import { merchantValidation as v } from './merchantValidation';

const digitsOnly = { htmlInput: { maxLength: 20, inputMode: 'numeric' as const } };

/** Card-present and e-commerce terminals: numbers are digits only (spec §5). */
export const TerminalInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('resources.merchants.sections.terminals')}>
      <Cell>
        <TextInput source="topId" validate={v.terminalRequired} fullWidth slotProps={digitsOnly} />
      </Cell>
      <Cell>
        <TextInput source="topIdDol" validate={v.terminal} fullWidth slotProps={digitsOnly} />
      </Cell>
      <Cell>
        <TextInput source="terminalDefault" validate={v.terminal} fullWidth slotProps={digitsOnly} />
      </Cell>
      <Cell>
        <TextInput source="terminal_id" validate={v.terminal} fullWidth slotProps={digitsOnly} />
      </Cell>
      <Cell>
        <TextInput source="terminal_id_dol" validate={v.terminal} fullWidth slotProps={digitsOnly} />
      </Cell>
      <Cell>
        <SelectInput source="topBankId" choices={TOP_BANK_CHOICES} fullWidth emptyText="" />
      </Cell>
      <Cell>
        <BooleanInput source="hasMerchantTop" />
      </Cell>
      <Cell>
        <BooleanInput source="hasMerchantEcom" />
      </Cell>
      <Cell>
        <TextInput source="ecomId" fullWidth slotProps={{ htmlInput: { maxLength: 20 } }} />
      </Cell>
      <Cell>
        <SelectInput source="ecomBankId" choices={TOP_BANK_CHOICES} fullWidth emptyText="" />
      </Cell>
    </FormSection>
  );
};
