import { Card, CircularProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import { SimpleForm, TextInput, Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { DecimalInput } from '../../src/components/DecimalInput';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { FormToolbar } from '../../src/components/FormToolbar';
import { LoadError } from '../../src/components/LoadError';
import { leftAfterSave } from '../../src/components/savedRecord';
import { formatQuantity, unitIn } from '../../src/domain/stockUnits';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { REQUIRED_MARK } from '../../src/schemas/schemaResolver';
import { stockChangeResolver } from './stockValidation';
import { useStockCatalogs } from './useStockCatalogs';

/**
 * docs/spec-reference.md §2 modify-stock: 'Agregar a inventario' or 'Sacar de inventario' (the spec's 'Remover de inventario' read as deleting), the item's name, a
 * quantity and a note (/stocks/:id/add, /stocks/:id/remove). A removal larger than what is
 * available is refused as it is typed, with the server's message (the schema knows the quantity
 * shown); the server checks it again against what it holds.
 */
const ModifyStock = ({ mode }: { mode: 'add' | 'remove' }) => {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { units } = useStockCatalogs();
  const { data: item, error, refetch, isPending } = useGetOne('stocks', { id: id ?? '' }, { enabled: !!id });
  const field = mode === 'add' ? 'addStock' : 'removeStock';
  const title = translate(`resources.stocks.${mode}_title`);
  const unit = unitIn(units, item?.unit);
  const resolver = useMemo(() => (item ? stockChangeResolver(mode, { unit: item.unit, stock: item.stock }) : undefined), [mode, item]);

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.action('stocks', field, { id, quantity: values[field], note: values.note });
      feedback.success(translate('resources.stocks.updated'), () => navigate('/stocks', { state: leftAfterSave({ id: item?.id, resource: 'stocks' }) }));
    } catch (failure) {
      feedback.error((failure as Error).message);
    }
  };

  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      {isPending || !item || !resolver ? (
        <CircularProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />
      ) : (
        <SimpleForm mode="onChange" reValidateMode="onChange" resolver={resolver} onSubmit={save} toolbar={<FormToolbar backTo="/stocks" resolver={resolver} />}>
          <Typography variant="h6" component="h2">
            {item.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.stocks.available_now', { quantity: formatQuantity(item.stock), unit: unit?.symbol ?? '' })}
          </Typography>
          <DecimalInput source={field} label="resources.stocks.fields.quantity" validate={REQUIRED_MARK} sx={{ maxWidth: 320 }} fullWidth />
          <TextInput source="note" label="resources.stocks.fields.note" validate={REQUIRED_MARK} multiline minRows={2} fullWidth sx={{ maxWidth: 640 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </SimpleForm>
      )}
    </Card>
  );
};

export default ModifyStock;
