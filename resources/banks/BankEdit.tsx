import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { BankInputs } from './BankInputs';

const BankEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen title={translate('resources.banks.edit_title')} successMessage={translate('resources.banks.updated')}>
      <BankInputs />
    </EditScreen>
  );
};

export default BankEdit;
