import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { ProductInputs } from './ProductInputs';
import { productResolver } from './productValidation';

const ProductEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={productResolver} title={translate('resources.products.edit_title')} successMessage={translate('resources.products.updated')}>
      <ProductInputs />
    </EditScreen>
  );
};

export default ProductEdit;
