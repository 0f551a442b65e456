import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatQuantity, isBelowMinimum } from '../../src/domain/stockUnits';

/**
 * A stock quantity, to the thousandth an order may leave (15.75 und). With `flagBelowMinimum`, an item at or below its
 * minimum stands out in red with 'Bajo el mínimo', so what must be bought is seen at a glance.
 */
// `source` and `sortable` are read by the table for its header.
export const QuantityField = ({ source, flagBelowMinimum = false }: { source: string; flagBelowMinimum?: boolean; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const value = Number(record[source]);
  const low = flagBelowMinimum && isBelowMinimum(value, Number(record.minimunStock));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <Typography variant="body2" component="span" color={low ? 'error' : undefined} sx={{ fontWeight: low ? 700 : undefined, fontVariantNumeric: 'tabular-nums' }}>
        {formatQuantity(value)}
      </Typography>
      {low && <Chip size="small" color="error" variant="outlined" label={translate('resources.stocks.below_minimum')} />}
    </Stack>
  );
};
