import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/**
 * The report's merchant dropdown (provider groups only): 'Todos los comercios' first, then every
 * merchant by name; 'No hay comercios disponibles' when there is none. 0 means all.
 */
export const MerchantSelect = ({ value, onChange }: { value: number; onChange: (merchantId: number) => void }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('reportMerchants', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const none = !isPending && data.length === 0;
  return (
    <TextField
      select
      size="small"
      label={translate('resources.transactions.merchant')}
      value={none ? -1 : value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 240 } }}
    >
      {none ? (
        <MenuItem value={-1} disabled>
          {translate('resources.transactions.no_merchants')}
        </MenuItem>
      ) : (
        [
          <MenuItem key={0} value={0}>
            {translate('resources.transactions.all_merchants')}
          </MenuItem>,
          ...data.map((merchant) => (
            <MenuItem key={merchant.id} value={merchant.id}>
              {merchant.name}
            </MenuItem>
          )),
        ]
      )}
    </TextField>
  );
};
