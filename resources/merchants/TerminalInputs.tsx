import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { TOP_BANK_CHOICES } from './choices';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

const digitsOnly = { htmlInput: { maxLength: 20, inputMode: 'numeric' as const } };

/** The terminal numbers; only the card-present terminal (topId) is required (docs/spec-reference.md §5). */
const TERMINALS = ['topId', 'topIdDol', 'terminalDefault', 'terminal_id', 'terminal_id_dol'] as const;

/** Card-present and e-commerce terminals: numbers are digits only (docs/spec-reference.md §5). */
export const TerminalInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('resources.merchants.sections.terminals')}>
      {TERMINALS.map((source) => (
        <Cell key={source}>
          <TextInput source={source} validate={required[source]} fullWidth slotProps={digitsOnly} />
        </Cell>
      ))}
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
