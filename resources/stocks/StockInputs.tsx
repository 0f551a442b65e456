import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { DecimalInput } from '../../src/components/DecimalInput';
import { stockRequired as required } from './stockValidation';
import { useStockCatalogs } from './useStockCatalogs';

/** The stock item's fields; the initial quantity only when creating (docs/spec-reference.md §4: then only movements change it). */
export const StockInputs = ({ create = false }: { create?: boolean }) => {
  const { units, suppliers } = useStockCatalogs();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 80 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectInput source="unit" choices={units ?? []} optionValue="code" optionText="description" translateChoice={false} validate={required.unit} fullWidth emptyText="" />
      </Grid>
      {create && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <DecimalInput source="newStock" validate={required.newStock} fullWidth />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <DecimalInput source="minimunStock" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: create ? 4 : 8 }}>
        <SelectInput source="supplierId" choices={suppliers ?? []} optionValue="supplierCode" optionText="name" translateChoice={false} fullWidth emptyText="" />
      </Grid>
    </Grid>
  );
};
