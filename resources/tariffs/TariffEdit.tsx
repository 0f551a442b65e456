import { useTranslate } from 'react-admin';
import { ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { EditScreen } from '../../src/components/ResourceForm';
import { useParentMerchant } from '../../src/components/useParentMerchant';
import { TariffInputs } from './TariffInputs';
import { tariffResolver } from './tariffValidation';

/** /merchants/:merchantId/tariffs/:id, the id being the tariff's key. */
const TariffEdit = () => {
  const translate = useTranslate();
  const { merchant, basePath } = useParentMerchant();
  return (
    <EditScreen resolver={tariffResolver} title={translate('resources.tariffs.edit_title')} successMessage={translate('resources.tariffs.updated')} backTo={`${basePath}/tariffs`}>
      <ParentMerchantLine label={translate('resources.tariffs.fields.merchantId')} name={merchant?.name} />
      <TariffInputs locked />
    </EditScreen>
  );
};

export default TariffEdit;
