import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CreateScreen } from '../../src/components/ResourceForm';
import { DEFAULT_PREPARED_AT } from '../../src/domain/kitchenRules';
import { taxTypeForRate } from '../../src/domain/productCatalogs';
import { carriesServiceByDefault } from '../../src/domain/serviceCharge';
import type { ChosenCabys } from './cabysTypes';
import { ProductInputs } from './ProductInputs';
import { productResolver } from './productValidation';

const ProductCreate = () => {
  const translate = useTranslate();
  // the stand-alone picker (search-product) may open this form with a code already chosen
  const chosen = (useLocation().state as { cabys?: ChosenCabys } | null)?.cabys;
  return (
    <CreateScreen
      resolver={productResolver}
      title={translate('resources.products.create_title')}
      successMessage={translate('resources.products.created')}
      // 'Lleva servicio' on until a code says otherwise (CarriesServiceInput): most of a menu is served at the table
      defaultValues={{
        available: null,
        unlimited: true,
        unit: 1,
        image: null,
        preparedAt: DEFAULT_PREPARED_AT,
        carriesService: chosen ? carriesServiceByDefault(chosen.cabysCode) : true,
        ...chosen,
        ...(chosen ? { taxCodeId: taxTypeForRate(chosen.tax) } : {}),
      }}
    >
      <ProductInputs />
    </CreateScreen>
  );
};

export default ProductCreate;
