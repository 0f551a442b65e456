import { Grid } from '@mui/material';
import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { CatalogSelectInput } from '../../src/components/CatalogSelectInput';
import { useCatalogs, type CatalogItem } from '../../src/components/useCatalogs';
import { PRINTER_LOCATIONS } from '../../src/domain/floorRules';
import { outlineMenus } from '../../src/domain/menuOutline';
import type { Menu } from '../../src/domain/wire/menu';
import { PRODUCT_UNITS } from '../../src/domain/productCatalogs';
import { AvailableInput } from './AvailableInput';
import { CabysCodeInput } from './CabysCodeInput';
import { CarriesServiceInput } from './CarriesServiceInput';
import { PriceInputs } from './PriceInputs';
import { ProductExtrasInputs } from './ProductExtrasInputs';
import { OptionGroupsInput } from './OptionGroupsInput';
import { ProductImageInput } from './ProductImageInput';
import { productRequired as required } from './productValidation';

/** The product form's fields (docs/spec-reference.md §2), shared by create and edit. */
export const ProductInputs = () => {
  const translate = useTranslate();
  const { data: menus } = useGetList<Menu>('menus', { pagination: { page: 1, perPage: 10_000 } });
  const { data: taxTypes } = useCatalogs<CatalogItem[]>('products', 'taxCodes');
  const menuChoices = outlineMenus(menus ?? []).map(({ menu, path }) => ({ id: menu.id, name: path }));
  const locations = PRINTER_LOCATIONS.map(({ id }) => ({ id, name: translate(`resources.printers.locations.${id}`) }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="menuId" choices={menuChoices} validate={required.menuId} fullWidth emptyText="" translateChoice={false} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Grid>
      <Grid size={12}>
        <TextInput source="shortDescription" validate={required.shortDescription} fullWidth slotProps={{ htmlInput: { maxLength: 150 } }} />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PriceInputs />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AvailableInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="unit" choices={PRODUCT_UNITS} optionValue="code" optionText="description" validate={required.unit} fullWidth emptyText="" translateChoice={false} />
      </Grid>
      <Grid size={12}>
        <CabysCodeInput />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CatalogSelectInput source="taxCodeId" items={taxTypes} validate={required.taxCodeId} helperText={translate('resources.products.helpers.taxCodeId')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="preparedAt"
          choices={locations}
          fullWidth
          emptyText={translate('resources.products.prepared_nowhere')}
          translateChoice={false}
          helperText={translate('resources.products.helpers.preparedAt')}
          // 'none' is a choice here, not a missing answer: the field shows it
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={12}>
        <CarriesServiceInput />
      </Grid>
      <Grid size={12}>
        <ProductImageInput />
      </Grid>
      <ProductExtrasInputs />
      <Grid size={12}>
        <OptionGroupsInput />
      </Grid>
    </Grid>
  );
};
