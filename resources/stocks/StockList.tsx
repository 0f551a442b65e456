import AddCircleIcon from '@mui/icons-material/AddCircleOutline';
import HistoryIcon from '@mui/icons-material/History';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutline';
import { IconButton, Tooltip } from '@mui/material';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { unitIn } from '../../src/domain/stockUnits';
import type { StockItem } from '../../src/domain/wire/stock';
import { QuantityField } from './QuantityField';
import { useStockCatalogs } from './useStockCatalogs';

/**
 * 'Agregar disponible', 'Reducir disponible' (docs/spec-reference.md §2's 'Eliminar disponible', which read as deleting) and the item's movements (ours), as icons
 * with their names as tooltip and accessible name, so the row keeps Editar and Eliminar in view.
 */
const MovementLinks = () => {
  const record = useRecordContext<StockItem>();
  const translate = useTranslate();
  if (!record) return null;
  const links = [
    ['add', <AddCircleIcon key="add" />],
    ['remove', <RemoveCircleIcon key="remove" />],
    ['history', <HistoryIcon key="history" />],
  ] as const;
  return (
    <>
      {links.map(([action, icon]) => {
        const label = translate(`resources.stocks.actions.${action}`);
        return (
          <Tooltip key={action} title={label}>
            <IconButton component={Link} to={`/stocks/${record.id}/${action}`} aria-label={label} color="primary" size="small">
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </>
  );
};

/** docs/spec-reference.md §2 stock list: Código, Nombre, Unidad, Cantidad disponible, Proveedor, Cantidad mínima. */
const StockList = () => {
  const translate = useTranslate();
  const { units } = useStockCatalogs();
  return (
    <ResourceList title={translate('resources.stocks.list_title')} emptyText={translate('resources.stocks.empty')} cardTitle="name">
      <TextField source="id" />
      <TextField source="name" />
      <FunctionField source="unit" render={(record: StockItem) => unitIn(units, record.unit)?.description ?? ''} />
      <QuantityField source="stock" flagBelowMinimum />
      <FunctionField source="supplier" sortBy="supplier.name" render={(record: StockItem) => record.supplier?.name ?? translate('resources.stocks.no_supplier')} />
      <QuantityField source="minimunStock" />
      <RowActions label="app.actions">
        <MovementLinks />
      </RowActions>
    </ResourceList>
  );
};

export default StockList;
