import { NumberInput, useTranslate } from 'react-admin';
import { DecimalInput } from '../../src/components/DecimalInput';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

/** What the merchant pays and may charge: fees, percentages, limits. */
export const RateInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('resources.merchants.sections.rates')}>
      <Cell>
        <DecimalInput source="transactionLimit" validate={required.transactionLimit} fullWidth />
      </Cell>
      <Cell>
        <DecimalInput source="monthlyRate" validate={required.monthlyRate} fullWidth />
      </Cell>
      <Cell>
        <DecimalInput source="invoiceRate" validate={required.invoiceRate} fullWidth />
      </Cell>
      <Cell>
        <DecimalInput source="paymentRatePercentage" validate={required.paymentRatePercentage} fullWidth />
      </Cell>
      <Cell>
        <DecimalInput
          source="settlementCost"
          validate={required.settlementCost}
          fullWidth
          helperText={translate('resources.merchants.helpers.settlement')}
        />
      </Cell>
      <Cell>
        <NumberInput source="maxLevel" validate={required.maxLevel} min={1} max={99} step={1} fullWidth />
      </Cell>
    </FormSection>
  );
};
