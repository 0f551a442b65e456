import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EditScreen } from '../../src/components/ResourceForm';
import { ProductStockInputs } from './ProductStockInputs';
import { useRecipeStock } from '../../src/components/useRecipeStock';
import { recipeResolver, useRecipeSavedMessage } from './useRecipeStock';

/** /add-product-stock/:productId-:stockId: a line's quantity; its stock item is locked. */
const ProductStockEdit = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { items, unitOfStock } = useRecipeStock();
  const saved = useRecipeSavedMessage();
  return (
    <EditScreen
      resolver={recipeResolver}
      title={translate('resources.productStocks.edit_title')}
      successMessage={saved}
      backTo={`/product-stock?productId=${id.split('-')[0]}`}
    >
      <ProductStockInputs items={items} unitOfStock={unitOfStock} locked />
    </EditScreen>
  );
};

export default ProductStockEdit;
