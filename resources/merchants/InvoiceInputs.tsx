import { BooleanInput, useTranslate } from 'react-admin';
import { DecimalInput } from '../../src/components/DecimalInput';
import { useWatch } from 'react-hook-form';
import { Cell, FormSection } from './FormSection';
import { merchantRequired as required } from './merchantValidation';

const RESTAURANT = 1;

/** Electronic invoice, VAT and ITBMS; table service only for restaurants (docs/spec-reference.md §6). */
export const InvoiceInputs = () => {
  const translate = useTranslate();
  const isRestaurant = Number(useWatch({ name: 'companyTypeId' })) === RESTAURANT;
  return (
    <FormSection title={translate('resources.merchants.sections.invoice')}>
      <Cell>
        <DecimalInput source="vat" validate={required.vat} fullWidth />
      </Cell>
      <Cell>
        <DecimalInput source="itbms" validate={required.itbms} fullWidth helperText={translate('resources.merchants.helpers.itbms')} />
      </Cell>
      <Cell>
        <BooleanInput source="automatic_itbms" />
      </Cell>
      <Cell>
        <BooleanInput source="electronicInvoice" />
      </Cell>
      <Cell>
        <BooleanInput source="simplifiedRegime" />
      </Cell>
      {isRestaurant && (
        <Cell>
          <BooleanInput source="tableService" />
        </Cell>
      )}
    </FormSection>
  );
};
