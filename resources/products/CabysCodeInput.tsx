import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import { taxTypeForRate } from '../../src/domain/productCatalogs';
import { differsFromDishRate, RESTAURANT_DISH } from '../../src/domain/restaurantCabys';
import { REQUIRED_MARK } from '../../src/schemas/schemaResolver';
import { CabysPickerDialog } from './CabysPickerDialog';
import type { CabysItem } from '../../src/domain/wire/cabys';
import { cabysLabel, chosenFrom } from './cabysTypes';

/**
 * The read-only Hacienda code (`code - description (tax %)`) with the button that opens the
 * picker. Choosing fills the code, its description and rate, and the matching tax type.
 */
export const CabysCodeInput = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { setValue, trigger } = useFormContext();
  const { field, fieldState, isRequired } = useInput({ source: 'cabysCode', validate: REQUIRED_MARK });
  const [cabysDetails, tax] = useWatch({ name: ['cabysDetails', 'tax'] });
  /**
   * Every value first, then one validation of the whole form: validating field by field while
   * the code was still empty left the form's validity stale (Guardar disabled with nothing said)
   * when the code was the last thing chosen.
   */
  const choose = (item: CabysItem) => {
    const chosen = chosenFrom(item);
    const options = { shouldDirty: true };
    setValue('cabysDetails', chosen.cabysDetails, options);
    setValue('tax', chosen.tax, options);
    const taxType = taxTypeForRate(chosen.tax);
    if (taxType) setValue('taxCodeId', taxType, options);
    setValue('cabysCode', chosen.cabysCode, { ...options, shouldTouch: true });
    setOpen(false);
    void trigger();
  };
  const error = fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate('resources.products.fields.cabysCode')}
          required={isRequired}
          value={field.value ? cabysLabel({ cabysCode: field.value, cabysDetails, tax }) : ''}
          placeholder={translate('resources.products.cabys.none')}
          fullWidth
          multiline
          size="small"
          error={!!error}
          helperText={error ? translate(error) : ' '}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true }, inputLabel: { shrink: true } }}
          onBlur={field.onBlur}
        />
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setOpen(true)} sx={{ mt: 0.25, whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate('resources.products.cabys.search_button')}
        </Button>
        <CabysPickerDialog open={open} onClose={() => { field.onBlur(); setOpen(false); }} onChoose={choose} />
      </Box>
      {/* a rate other than a served dish's is said before saving, so 1 % raw chicken is not chosen for a casado by mistake */}
      {field.value && differsFromDishRate(tax) && (
        <Alert severity="warning" data-testid="cabys-rate-differs">
          {translate('resources.products.cabys.rate_differs', { tax, dishTax: RESTAURANT_DISH.tax, dishCode: RESTAURANT_DISH.code })}
        </Alert>
      )}
    </Box>
  );
};
