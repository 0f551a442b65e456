import { useTranslate } from 'react-admin';
import { ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { CreateScreen } from '../../src/components/ResourceForm';
import { useParentMerchant } from '../../src/components/useParentMerchant';
import { DEFAULT_TARIFF_CURRENCY } from '../../src/domain/tariffRules';
import { TariffInputs } from './TariffInputs';
import { tariffResolver } from './tariffValidation';

/** A new tariff for the merchant in the address; colones by default (docs/spec-reference.md §9). */
const TariffCreate = () => {
  const translate = useTranslate();
  const { merchantId, merchant, basePath } = useParentMerchant();
  return (
    <CreateScreen resolver={tariffResolver}
      title={translate('resources.tariffs.create_title')}
      successMessage={translate('resources.tariffs.created')}
      backTo={`${basePath}/tariffs`}
      defaultValues={{ currencyId: DEFAULT_TARIFF_CURRENCY, commission_int: 0 }}
      transform={(data) => ({ ...data, merchantId })}
    >
      <ParentMerchantLine label={translate('resources.tariffs.fields.merchantId')} name={merchant?.name} />
      <TariffInputs />
    </CreateScreen>
  );
};

export default TariffCreate;
