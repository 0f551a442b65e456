import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { DecimalInput } from '../../src/components/DecimalInput';
import { basePriceFor, finalPrice } from '../../src/domain/finalPrice';
import { parseDecimal } from '../../src/domain/decimal';
import { formatMoney } from '../../src/domain/money';
import { takesService } from '../../src/domain/serviceCharge';
import { productRequired as required } from './productValidation';
import { useMerchantCharges } from './useMerchantCharges';

/**
 * The price before tax as stored (docs/spec-reference.md §2), with what the diner will pay beside it, live (
 * the menu shows final prices). The switch lets the owner type the final price instead: the
 * stored price is then computed with 5 decimals, so a round ₡3,000 stays ₡3,000 on the menu
 * and on the receipt.
 */
export const PriceInputs = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [price, tax, carriesService] = useWatch({ name: ['price', 'tax', 'carriesService'] });
  const charges = useMerchantCharges();
  const [typingFinal, setTypingFinal] = useState(false);
  const [finalTyped, setFinalTyped] = useState('');
  const rate = typeof tax === 'number' ? tax : null;
  // the service only where the product carries it (src/domain/serviceCharge.ts), as the menu adds it
  const item = { tax: rate ?? 0, carriesService: carriesService === true };
  const pays = rate !== null && typeof price === 'number' && price > 0 ? formatMoney(finalPrice({ ...item, price }, charges)) : null;
  const taxed = rate !== null && rate > 0 && !charges.simplifiedRegime;
  const serviced = takesService(item, charges);
  const includedKey = taxed ? (serviced ? 'with_tax_and_service' : 'with_tax') : serviced ? 'with_service' : null;

  const typeFinal = (text: string) => {
    setFinalTyped(text);
    const final = parseDecimal(text);
    if (rate !== null && typeof final === 'number' && final > 0) {
      setValue('price', basePriceFor(final, item, charges), { shouldDirty: true, shouldValidate: true });
    }
  };
  const toggle = (on: boolean) => {
    setTypingFinal(on);
    setFinalTyped(on && pays !== null && rate !== null ? String(finalPrice({ ...item, price }, charges)) : '');
  };

  return (
    <Box>
      <DecimalInput
        source="price"
        validate={required.price}
        fullWidth
        helperText={pays ? translate('resources.products.final_price.pays', { amount: pays }) : translate('resources.products.final_price.no_code')}
        slotProps={{ htmlInput: { min: 0, readOnly: typingFinal, 'aria-readonly': typingFinal } }}
      />
      {rate !== null && includedKey && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5, mx: 1.75 }}>
          {translate(`resources.products.final_price.${includedKey}`, { percent: rate })}
        </Typography>
      )}
      <FormControlLabel
        control={<Switch checked={typingFinal} onChange={(event) => toggle(event.target.checked)} disabled={rate === null} />}
        label={translate('resources.products.final_price.type_final')}
      />
      {typingFinal && (
        <TextField
          label={translate('resources.products.final_price.final_label')}
          value={finalTyped}
          onChange={(event) => typeFinal(event.target.value)}
          fullWidth
          size="small"
          helperText={translate('resources.products.final_price.final_helper')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
};
