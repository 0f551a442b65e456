import { NumberInput, useTranslate } from 'react-admin';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

/** What the merchant pays and may charge: fees, percentages, limits. */
export const RateInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('resources.merchants.sections.rates')}>
      <Cell>
        <NumberInput source="transactionLimit" validate={required.transactionLimit} min={0} fullWidth />
      </Cell>
      <Cell>
        <NumberInput source="monthlyRate" validate={required.monthlyRate} min={0} fullWidth />
      </Cell>
      <Cell>
        <NumberInput source="invoiceRate" validate={required.invoiceRate} min={0} fullWidth />
      </Cell>
      <Cell>
        <NumberInput source="paymentRatePercentage" validate={required.paymentRatePercentage} min={0} max={100} step={0.01} fullWidth />
      </Cell>
      <Cell>
        <NumberInput
          source="settlementCost"
          validate={required.settlementCost}
          min={0}
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
