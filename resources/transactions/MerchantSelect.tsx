import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { fold } from '../../src/providers/listInClient';

interface Option {
  id: number;
  name: string;
}

/**
 * The report's merchant picker (provider groups only), searchable by typing (accents and case
 * aside): 'Todos los comercios' first, then every merchant by name; 'No hay comercios
 * disponibles' when there is none. 0 means all.
 */
export const MerchantSelect = ({ value, onChange }: { value: number; onChange: (merchantId: number) => void }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<Option>('reportMerchants', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const all: Option = { id: 0, name: translate('resources.transactions.all_merchants') };
  const options = data.length ? [all, ...data] : [];
  const selected = options.find((option) => option.id === value) ?? (data.length ? all : null);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={isPending}
      disableClearable={!!selected}
      onChange={(_, option) => onChange(option?.id ?? 0)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(choices, { inputValue }) => {
        const needle = fold(inputValue).trim();
        return needle ? choices.filter((option) => option.id !== 0 && fold(option.name).includes(needle)) : choices;
      }}
      noOptionsText={translate(data.length ? 'resources.transactions.no_match' : 'resources.transactions.no_merchants')}
      loadingText={translate('app.loading')}
      openText={translate('resources.transactions.open_merchants')}
      closeText={translate('resources.transactions.close_merchants')}
      clearText={translate('resources.transactions.clear_merchant')}
      renderInput={(params) => <TextField {...params} label={translate('resources.transactions.merchant')} />}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
};
