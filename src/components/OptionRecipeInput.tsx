import { InputAdornment } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DecimalInput } from './DecimalInput';
import type { StockUnit } from '../domain/wire/stock';
import { useRecipeStock } from './useRecipeStock';
import { LabelledAddButton } from './LabelledAddButton';

/** The quantity one dish with the option uses, with its item's unit beside it as on a product's recipe line. */
const RecipeQuantity = ({ label, unitOfStock }: { label: string; unitOfStock: (stockId: unknown) => StockUnit | undefined }) => {
  const source = useSourceContext();
  const unit = unitOfStock(useWatch({ name: source.getSource('stockId') }));
  return (
    <DecimalInput
      source="quantity"
      label={label}
      helperText={false}
      slotProps={{ input: { endAdornment: unit ? <InputAdornment position="end">{unit.symbol}</InputAdornment> : undefined } }}
    />
  );
};

/**
 * An option's own recipe ('Aguacate' takes half an avocado): the merchant's stock items
 * and the quantity one dish with the option uses, besides the product's recipe. Ordering the
 * option takes them from stock like the product's recipe; when they run out the option shows
 * 'Agotado'. Checked by the schema the API applies (src/schemas/optionGroupSchema.ts).
 */
export const OptionRecipeInput = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.products.option_groups.${key}`);
  const { items, unitOfStock } = useRecipeStock();
  return (
    <ArrayInput source="recipe" label={t('recipe')} sx={{ width: '100%' }}>
      <SimpleFormIterator disableReordering disableClear inline addButton={<LabelledAddButton label="resources.products.option_groups.add_recipe_line" />}>
        <SelectInput source="stockId" label={t('recipe_item')} choices={items ?? []} optionText="name" translateChoice={false} helperText={false} emptyText="" sx={{ minWidth: 240 }} />
        <RecipeQuantity label={t('recipe_quantity')} unitOfStock={unitOfStock} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
