import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { MerchantInputs } from './MerchantInputs';
import { merchantSaveError } from './merchantSaveError';

const MerchantEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen title={translate('resources.merchants.edit_title')} successMessage={translate('resources.merchants.updated')} onSaveError={merchantSaveError}>
      <MerchantInputs locked />
    </EditScreen>
  );
};

export default MerchantEdit;
