import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { BankInputs } from './BankInputs';
import { bankResolver } from './bankValidation';

const BankCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={bankResolver} title={translate('resources.banks.create_title')} successMessage={translate('resources.banks.created')} defaultValues={{ country_code: 1 }}>
      <BankInputs />
    </CreateScreen>
  );
};

export default BankCreate;
