import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import { FunctionField, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { ParentMerchantLine } from '../../src/components/ParentMerchantLine';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { useStockUnits } from '../../src/components/useStockUnits';
import { formatQuantity, unitIn } from '../../src/domain/stockUnits';

// `label` is read by the table for the column header.
const LineActions = (_props: { label?: string }) => {
  const record = useRecordContext();
  return <RowActions editTo={record ? `/add-product-stock/${record.id}` : undefined} />;
};

/** Whose recipe this is, from the list answer's `product`. */
const ProductLine = () => {
  const translate = useTranslate();
  const { meta } = useListContext();
  return <ParentMerchantLine label={translate('resources.productStocks.fields.product')} name={meta?.product?.name} inset />;
};

const BackToProducts = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/products" startIcon={<ArrowBackIcon />}>
      {translate('app.back')}
    </Button>
  );
};

/** docs/spec-reference.md §2 product-stock: a product's recipe (/product-stock?productId=…): Nombre, Cantidad, Unidad, actions. */
const ProductStockList = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const productId = Number(params.get('productId'));
  const units = useStockUnits();
  if (!Number.isInteger(productId) || productId <= 0) return <Typography sx={{ p: 2 }}>{translate('resources.productStocks.no_product')}</Typography>;
  return (
    <ResourceList
      title={translate('resources.productStocks.list_title')}
      emptyText={translate('resources.productStocks.empty')}
      filter={{ productId }}
      createTo={`/add-product-stock?productId=${productId}`}
      actions={<BackToProducts />}
      aside={<ProductLine />}
      cardTitle="stock.name"
    >
      <FunctionField source="stock.name" render={(record) => record.stock?.name ?? ''} />
      <FunctionField
        source="quantity"
        render={(record) => formatQuantity(record.quantity)}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      />
      <FunctionField source="unit" sortable={false} render={(record) => unitIn(units, record.stock?.unit)?.description ?? ''} />
      <LineActions label="app.actions" />
    </ResourceList>
  );
};

export default ProductStockList;
