import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { MerchantInputs } from './MerchantInputs';
import { merchantSaveError } from './merchantSaveError';
import { useMerchantResolver } from './merchantValidation';

const MerchantEdit = () => {
  const translate = useTranslate();
  const resolver = useMerchantResolver();
  return (
    <EditScreen
      resolver={resolver} title={translate('resources.merchants.edit_title')} successMessage={translate('resources.merchants.updated')} onSaveError={merchantSaveError}>
      <MerchantInputs locked />
    </EditScreen>
  );
};

export default MerchantEdit;
