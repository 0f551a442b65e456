import { Box } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { MAX_GROUP_OPTIONS } from '../schemas/optionGroupSchema';
import { LabelledAddButton } from './LabelledAddButton';
import { OptionRecipeInput } from './OptionRecipeInput';

/** A new group starts with one empty option: a group without any is refused, and saying so before anything is typed reads as a mistake. */
const ONE_OPTION = [{ name: '', nameEn: '', price: 0, recipe: [] }];

/**
 * One option group's fields (docs/departures.md): its name, 'Mínimo' and 'Máximo', and its options, each
 * with its price before tax and its own recipe. Sources are relative: the product form puts them
 * in each of its groups, an option set's form at its root (src/schemas/optionGroupSchema.ts checks both).
 */
export const OptionGroupFields = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.products.option_groups.${key}`);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 2fr 1fr 1fr' }, width: '100%' }}>
        <TextInput source="name" label={t('name')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
        <TextInput source="nameEn" label={t('name_en')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
        <NumberInput source="min" label={t('min')} defaultValue={0} min={0} max={MAX_GROUP_OPTIONS} step={1} helperText={false} />
        <NumberInput source="max" label={t('max')} defaultValue={1} min={1} max={MAX_GROUP_OPTIONS} step={1} helperText={false} />
      </Box>
      <ArrayInput source="options" label={t('options')} defaultValue={ONE_OPTION} helperText={false}>
        <SimpleFormIterator disableReordering disableClear inline={false} addButton={<LabelledAddButton label="resources.products.option_groups.add_option" />}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, width: '100%' }}>
            <TextInput source="name" label={t('option_name')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
            <TextInput source="nameEn" label={t('name_en')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
            <NumberInput source="price" label={t('option_price')} defaultValue={0} min={0} helperText={false} />
          </Box>
          <OptionRecipeInput />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
