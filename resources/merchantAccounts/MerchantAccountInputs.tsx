import { Grid } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { CatalogSelectInput } from '../../src/components/CatalogSelectInput';
import { useWatch } from 'react-hook-form';
import { useCatalogs } from '../../src/components/useCatalogs';
import { COSTA_RICA_COUNTRY } from '../../src/domain/iban';
import { ACCOUNT_NAME_MAX } from '../../src/domain/merchantAccountRules';
import type { MerchantAccountCatalogs } from './endpoints';
import { merchantAccountRequired as required } from './merchantAccountValidation';

/** The account form: country, currency (locked on edit: it names the account), bank, type, IBAN, name. */
export const MerchantAccountInputs = ({ locked = false }: { locked?: boolean }) => {
  const translate = useTranslate();
  const { data: catalogs, isPending } = useCatalogs<MerchantAccountCatalogs>('merchantAccounts');
  const costaRica = Number(useWatch({ name: 'countryId' })) === COSTA_RICA_COUNTRY;
  const select = (source: string, catalog: keyof MerchantAccountCatalogs, extra: object = {}) => (
    <CatalogSelectInput source={source} items={catalogs?.[catalog]} validate={required[source as keyof typeof required]} isPending={isPending} {...extra} />
  );
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 6 }}>{select('countryId', 'countries')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('currencyId', 'currencies', locked ? { readOnly: true, helperText: translate('resources.merchantAccounts.helpers.currency_locked') } : {})}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('bankCode', 'banks')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('accountTypeId', 'accountTypes')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="ibanAccount"
          validate={required.ibanAccount}
          fullWidth
          helperText={translate(`resources.merchantAccounts.helpers.${costaRica ? 'iban_costa_rica' : 'iban_other'}`)}
          slotProps={{ htmlInput: { maxLength: 42, autoCapitalize: 'characters', spellCheck: false } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="accountName" validate={required.accountName} fullWidth slotProps={{ htmlInput: { maxLength: ACCOUNT_NAME_MAX } }} />
      </Grid>
    </Grid>
  );
};
