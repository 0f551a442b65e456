import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NamedItem } from '../../src/domain/wire/common';
import type { BoardTable } from '../../src/domain/wire/tab';

/** One tap per table on 'Mesas': who has it this shift ('Sin mesero' for nobody). */
export const TableWaiterSelect = ({ table, waiters, disabled, onChange }: { table: BoardTable; waiters: NamedItem[]; disabled: boolean; onChange: (waiterId: number | null) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('resources.orders.tables.waiter')}
      value={table.waiter ? String(table.waiter.id) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      sx={{ minWidth: 160, mt: 1 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid="table-waiter"
    >
      <MenuItem value="">{translate('resources.orders.tables.no_waiter')}</MenuItem>
      {waiters.map((waiter) => (
        <MenuItem key={waiter.id} value={String(waiter.id)}>
          {waiter.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
