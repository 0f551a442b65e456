import { Grid, Typography } from '@mui/material';
import { SelectArrayInput, TextInput, useTranslate } from 'react-admin';
import { ALLERGENS, DIETS } from '../../src/domain/dietaryTags';

const allergenChoices = ALLERGENS.map((tag) => ({ id: tag.code, name: tag.es }));
const dietChoices = DIETS.map((tag) => ({ id: tag.code, name: tag.es }));

/**
 * The product form's menu extras (src/schemas/menuExtrasFields.ts), kept beside the spec's own (ProductInputs.tsx): the
 * English texts (optional) and the allergens and diets, each a multiple choice of the one list
 * (src/domain/dietaryTags.ts).
 */
export const ProductExtrasInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
          {translate('resources.products.extras.dietary_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.products.extras.dietary_hint')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectArrayInput source="allergens" choices={allergenChoices} fullWidth translateChoice={false} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectArrayInput source="diets" choices={dietChoices} fullWidth translateChoice={false} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
          {translate('resources.products.extras.english_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.products.extras.english_hint')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="nameEn" fullWidth slotProps={{ htmlInput: { maxLength: 100, lang: 'en' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="shortDescriptionEn" fullWidth slotProps={{ htmlInput: { maxLength: 150, lang: 'en' } }} />
      </Grid>
      <Grid size={12}>
        <TextInput source="descriptionEn" fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000, lang: 'en' } }} />
      </Grid>
    </>
  );
};
