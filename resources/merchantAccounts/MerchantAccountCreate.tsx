import { useTranslate } from 'react-admin';
import { ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { CreateScreen } from '../../src/components/ResourceForm';
import { useParentMerchant } from '../../src/components/useParentMerchant';
import { DEFAULT_ACCOUNT_COUNTRY, DEFAULT_ACCOUNT_CURRENCY } from '../../src/domain/merchantAccountRules';
import { MerchantAccountInputs } from './MerchantAccountInputs';
import { useMerchantAccountResolver } from './merchantAccountValidation';

/** A new account for the merchant in the address; Costa Rica and colones by default (docs/spec-reference.md §9), named after the merchant. */
const MerchantAccountCreate = () => {
  const translate = useTranslate();
  const resolver = useMerchantAccountResolver();
  const { merchantId, merchant, basePath } = useParentMerchant();
  return (
    <CreateScreen resolver={resolver}
      title={translate('resources.merchantAccounts.create_title')}
      successMessage={translate('resources.merchantAccounts.created')}
      backTo={`${basePath}/accounts`}
      defaultValues={{ countryId: DEFAULT_ACCOUNT_COUNTRY, currencyId: DEFAULT_ACCOUNT_CURRENCY }}
      transform={(data) => ({ ...data, merchantId })}
    >
      <ParentMerchantLine label={translate('resources.merchantAccounts.fields.merchantId')} name={merchant?.name} />
      <MerchantAccountInputs />
    </CreateScreen>
  );
};

export default MerchantAccountCreate;
