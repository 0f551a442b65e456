import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { carriesServiceByDefault } from '../../src/domain/serviceCharge';
import { useMerchantCharges } from './useMerchantCharges';

/**
 * 'Lleva servicio (10 %)' (src/domain/serviceCharge.ts). A new product follows its CABYS code
 * (on for a dish or a drink served at the table, off for a book, groceries or a class) until the
 * owner sets the switch; an existing one keeps what it has. The price's 'El cliente paga' follows it.
 */
export const CarriesServiceInput = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const cabysCode = useWatch({ name: 'cabysCode' });
  const charges = useMerchantCharges();
  const creating = record?.id === undefined;
  // the owner's own choice stands: a code chosen after it does not move the switch
  const chosenByOwner = useRef(false);
  useEffect(() => {
    if (creating && !chosenByOwner.current && typeof cabysCode === 'string' && /^\d{13}$/.test(cabysCode)) {
      setValue('carriesService', carriesServiceByDefault(cabysCode), { shouldDirty: true });
    }
  }, [creating, cabysCode, setValue]);
  return (
    <Box sx={{ mb: 1 }}>
      <BooleanInput
        source="carriesService"
        onChange={() => {
          chosenByOwner.current = true;
        }}
        helperText={translate('resources.products.helpers.carriesService')}
      />
      {charges.tableService === false && (
        <Typography variant="body2" color="text.secondary" sx={{ mx: 1.75, mt: -1, mb: 1 }} data-testid="service-off-note">
          {translate('resources.products.helpers.carriesService_off')}
        </Typography>
      )}
    </Box>
  );
};
