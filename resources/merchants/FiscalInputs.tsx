import { useTranslate } from 'react-admin';
import { FiscalIdentityInputs } from '../../src/components/FiscalIdentityInputs';
import { FormSection } from './FormSection';

/** The issuer of the merchant's electronic receipts; its activity code is in the identification section. */
export const FiscalInputs = () => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('fiscal.section')}>
      <FiscalIdentityInputs />
    </FormSection>
  );
};
