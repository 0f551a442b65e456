import { useTranslate } from 'react-admin';
import { ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { EditScreen } from '../../src/components/ResourceForm';
import { useParentMerchant } from '../../src/components/useParentMerchant';
import { MerchantAccountInputs } from './MerchantAccountInputs';
import { useMerchantAccountResolver } from './merchantAccountValidation';

/** /merchants/:merchantId/accounts/:id, the id being 'merchant-currency'. */
const MerchantAccountEdit = () => {
  const translate = useTranslate();
  const resolver = useMerchantAccountResolver();
  const { merchant, basePath } = useParentMerchant();
  return (
    <EditScreen resolver={resolver}
      title={translate('resources.merchantAccounts.edit_title')}
      successMessage={translate('resources.merchantAccounts.updated')}
      backTo={`${basePath}/accounts`}
    >
      <ParentMerchantLine label={translate('resources.merchantAccounts.fields.merchantId')} name={merchant?.name} />
      <MerchantAccountInputs locked />
    </EditScreen>
  );
};

export default MerchantAccountEdit;
