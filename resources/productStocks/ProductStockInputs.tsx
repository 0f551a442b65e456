import { InputAdornment } from '@mui/material';
import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DecimalInput } from '../../src/components/DecimalInput';
import type { StockUnit } from '../../src/domain/wire/stock';
import { recipeRequired as required } from './useRecipeStock';

interface Props {
  items?: { id: number; name: string }[];
  unitOfStock: (stockId: unknown) => StockUnit | undefined;
  /** Editing a line: its stock item is its identity and cannot change. */
  locked?: boolean;
}

/** docs/spec-reference.md §2 add-product-stock: the inventory item (locked when editing) and the quantity, its unit as a suffix. */
export const ProductStockInputs = ({ items, unitOfStock, locked = false }: Props) => {
  const stockId = useWatch({ name: 'stockId' });
  const unit = unitOfStock(stockId);
  return (
    <>
      <SelectInput source="stockId" choices={items ?? []} optionText="name" translateChoice={false} validate={required.stockId} disabled={locked} fullWidth sx={{ maxWidth: 480 }} emptyText="" />
      <DecimalInput
        source="quantity"
        validate={required.quantity}
        fullWidth
        sx={{ maxWidth: 320 }}
        slotProps={{ input: { endAdornment: unit ? <InputAdornment position="end">{unit.symbol}</InputAdornment> : undefined } }}
      />
    </>
  );
};
