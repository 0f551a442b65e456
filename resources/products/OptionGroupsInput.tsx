import { Box, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { MAX_GROUP_OPTIONS, MAX_OPTION_GROUPS } from '../../src/schemas/optionGroupSchema';
import { OptionRecipeInput } from './OptionRecipeInput';

/**
 * A product's option groups (issue 22): 'Término' (mínimo 1, máximo 1: choose exactly one) or
 * 'Extras' (mínimo 0, máximo N), each option with its price before tax and its own recipe. The form checks them
 * with the schema the API applies (src/schemas/optionGroupSchema.ts).
 */
export const OptionGroupsInput = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.products.option_groups.${key}`);
  return (
    <Box component="section" aria-label={t('title')} sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('help')}
      </Typography>
      <ArrayInput source="optionGroups" label={false}>
        <SimpleFormIterator disableReordering disableClear getItemLabel={(index) => `${t('group')} ${index + 1}`} inline={false} sx={{ '& .RaSimpleFormIterator-line': { pb: 2 } }}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 2fr 1fr 1fr' }, width: '100%' }}>
            <TextInput source="name" label={t('name')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
            <TextInput source="nameEn" label={t('name_en')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
            <NumberInput source="min" label={t('min')} defaultValue={0} min={0} max={MAX_GROUP_OPTIONS} step={1} helperText={false} />
            <NumberInput source="max" label={t('max')} defaultValue={1} min={1} max={MAX_GROUP_OPTIONS} step={1} helperText={false} />
          </Box>
          <ArrayInput source="options" label={t('options')}>
            <SimpleFormIterator disableReordering disableClear inline={false}>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, width: '100%' }}>
                <TextInput source="name" label={t('option_name')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
                <TextInput source="nameEn" label={t('name_en')} slotProps={{ htmlInput: { maxLength: 60 } }} helperText={false} />
                <NumberInput source="price" label={t('option_price')} defaultValue={0} min={0} helperText={false} />
              </Box>
              <OptionRecipeInput />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.products.option_groups.limits', { groups: MAX_OPTION_GROUPS, options: MAX_GROUP_OPTIONS })}
      </Typography>
    </Box>
  );
};
