import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatQuantity, type StockUnit } from '../../src/domain/stockUnits';
import { unitIn } from './useStockCatalogs';

/**
 * A stock quantity with its unit's decimals. With `flagBelowMinimum`, an item at or below its
 * minimum stands out in red with 'Bajo el mínimo', so what must be bought is seen at a glance.
 */
// `source` and `sortable` are read by the table for its header.
export const QuantityField = ({ source, units, flagBelowMinimum = false }: { source: string; units?: StockUnit[]; flagBelowMinimum?: boolean; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const value = Number(record[source]);
  const unit = unitIn(units, record.unit);
  const low = flagBelowMinimum && value <= Number(record.minimunStock);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <Typography variant="body2" component="span" color={low ? 'error' : undefined} sx={{ fontWeight: low ? 700 : undefined, fontVariantNumeric: 'tabular-nums' }}>
        {formatQuantity(value, unit?.decimals ?? 0)}
      </Typography>
      {low && <Chip size="small" color="error" variant="outlined" label={translate('resources.stocks.below_minimum')} />}
    </Stack>
  );
};
