import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import type { CabysItem, CabysSuggestions as Suggestions } from '../../src/domain/wire/cabys';

/**
 * What the picker offers before a search (docs/departures.md, 'The CABYS picker for
 * restaurants'): the plated dish first, as the question an owner asks himself, then drinks served
 * in a restaurant and the merchant's last codes, each one click away.
 */
export const CabysSuggestions = ({ onChoose }: { onChoose?: (item: CabysItem) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data } = useQuery({
    queryKey: ['products', 'cabysSuggestions'],
    queryFn: () => dataProvider.action<Suggestions>('products', 'cabysSuggestions', {}),
    staleTime: 60 * 1000,
  });
  if (!data) return null;
  const chip = (item: CabysItem) => (
    <Chip
      key={item.CodigoBienServicio}
      variant="outlined"
      clickable={!!onChoose}
      onClick={onChoose && (() => onChoose(item))}
      label={`${shortDescription(item.DescripcionBienServicio)} · ${item.Impuesto} %`}
      title={`${item.CodigoBienServicio} - ${item.DescripcionBienServicio}`}
      aria-label={translate('resources.products.cabys.choose_item', { code: item.CodigoBienServicio, description: item.DescripcionBienServicio, tax: item.Impuesto })}
      sx={{ maxWidth: '100%' }}
    />
  );
  return (
    <Box data-testid="cabys-suggestions" sx={{ mb: 2 }}>
      <Box sx={{ p: 1.5, mb: 1.5, border: 1, borderColor: 'primary.light', borderRadius: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="subtitle2">{translate('resources.products.cabys.dish_question')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${data.dish.CodigoBienServicio} · ${data.dish.DescripcionBienServicio} · ${data.dish.Impuesto} %`}
          </Typography>
        </Box>
        {onChoose && (
          <Button variant="contained" size="small" onClick={() => onChoose(data.dish)} aria-label={`${translate('resources.products.cabys.choose')} ${data.dish.CodigoBienServicio}`}>
            {translate('resources.products.cabys.choose')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>{translate('resources.products.cabys.drinks')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>{data.drinks.map(chip)}</Stack>
      {data.recent.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>{translate('resources.products.cabys.recent')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>{data.recent.map(chip)}</Stack>
        </>
      )}
    </Box>
  );
};

/** The description up to its first comma ('Café caliente, vendido en restaurantes…' → 'Café caliente'). */
const shortDescription = (description: string) => description.split(',')[0];
