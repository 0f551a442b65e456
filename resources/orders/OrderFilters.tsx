import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../src/domain/orderStatus';
import type { BoardContext } from '../../src/domain/wire/board';

export interface BoardFilter {
  status: string;
  section: string;
  table: string;
}

interface Props {
  filter: BoardFilter;
  context: BoardContext | null;
  onChange: (filter: BoardFilter) => void;
}

/** Estado (with 'Pendientes': not yet delivered nor cancelled), Sección and Mesa; a section narrows the tables. */
export const OrderFilters = ({ filter, context, onChange }: Props) => {
  const translate = useTranslate();
  const tables = (context?.tables ?? []).filter((table) => !filter.section || String(table.sectionId) === filter.section);
  const select = (name: keyof BoardFilter, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filter[name]}
      onChange={(event) => onChange({ ...filter, [name]: event.target.value, ...(name === 'section' ? { table: '' } : {}) })}
      fullWidth={false}
      sx={{ width: 180 }}
    >
      <MenuItem value="">{translate('resources.orders.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {select('status', translate('resources.orders.filters.status'), [
        { value: 'open', label: translate('resources.orders.filters.open') },
        ...ORDER_STATUSES.map((status) => ({ value: status, label: translate(`resources.orders.status.${status}`) })),
      ])}
      {select('section', translate('resources.orders.filters.section'), (context?.sections ?? []).map((section) => ({ value: String(section.id), label: section.name })))}
      {select('table', translate('resources.orders.filters.table'), tables.map((table) => ({ value: String(table.id), label: table.name })))}
    </>
  );
};
