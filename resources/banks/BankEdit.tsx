import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { BankInputs } from './BankInputs';
import { bankResolver } from './bankValidation';

const BankEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={bankResolver} title={translate('resources.banks.edit_title')} successMessage={translate('resources.banks.updated')}>
      <BankInputs />
    </EditScreen>
  );
};

export default BankEdit;
