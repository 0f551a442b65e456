import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CreateScreen } from '../../src/components/ResourceForm';
import { ProductStockInputs } from './ProductStockInputs';
import { useRecipeStock } from '../../src/components/useRecipeStock';
import { recipeResolver, useRecipeSavedMessage } from './useRecipeStock';

/** /add-product-stock?productId=…: a new line of the product's recipe. */
const ProductStockCreate = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const productId = Number(params.get('productId'));
  const { items, unitOfStock } = useRecipeStock();
  const saved = useRecipeSavedMessage();
  return (
    <CreateScreen
      resolver={recipeResolver}
      title={translate('resources.productStocks.create_title')}
      successMessage={saved}
      backTo={`/product-stock?productId=${productId}`}
      defaultValues={{ productId }}
    >
      <ProductStockInputs items={items} unitOfStock={unitOfStock} />
    </CreateScreen>
  );
};

export default ProductStockCreate;
