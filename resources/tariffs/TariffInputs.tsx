import { Grid, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { DecimalInput } from '../../src/components/DecimalInput';
import { CatalogSelectInput } from '../../src/components/CatalogSelectInput';
import { useCatalogs } from '../../src/components/useCatalogs';
import { TARIFF_DESCRIPTION_MAX } from '../../src/domain/tariffRules';
import type { TariffCatalogs } from './endpoints';
import { tariffRequired as required } from './tariffValidation';

const KEY_SELECTS: { source: string; catalog: keyof TariffCatalogs }[] = [
  { source: 'paymentTypeId', catalog: 'paymentTypes' },
  { source: 'brandId', catalog: 'brands' },
  { source: 'bankId', catalog: 'banks' },
  { source: 'currencyId', catalog: 'currencies' },
  { source: 'channelId', catalog: 'channels' },
];

/** The tariff form: the five choices that identify it (locked on edit), description and three percentages. */
export const TariffInputs = ({ locked = false }: { locked?: boolean }) => {
  const translate = useTranslate();
  const { data: catalogs, isPending } = useCatalogs<TariffCatalogs>('tariffs');
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      {locked && (
        <Grid size={{ xs: 12 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.tariffs.helpers.key_locked')}
          </Typography>
        </Grid>
      )}
      {KEY_SELECTS.map(({ source, catalog }) => (
        <Grid key={source} size={{ xs: 12, sm: 6, md: 4 }}>
          <CatalogSelectInput
            source={source}
            items={catalogs?.[catalog]}
            validate={required[source as keyof typeof required]}
            readOnly={locked}
            isPending={isPending}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12 }}>
        <TextInput source="description" validate={required.description} fullWidth slotProps={{ htmlInput: { maxLength: TARIFF_DESCRIPTION_MAX } }} />
      </Grid>
      {['commission', 'advanceRent', 'service'].map((source) => (
        <Grid key={source} size={{ xs: 12, sm: 4 }}>
          <DecimalInput source={source} validate={required[source as keyof typeof required]} fullWidth helperText={translate('resources.tariffs.helpers.percent')} />
        </Grid>
      ))}
    </Grid>
  );
};
