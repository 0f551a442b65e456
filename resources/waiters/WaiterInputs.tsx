import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { waiterRequired as required } from './waiterValidation';

/**
 * The waiter form, shared by create and edit: the name (docs/spec-reference.md §2) and, ours, the
 * staff user who signs in as this waiter, so 'Mis mesas' shows them their tables; 'Sin usuario' for none.
 */
export const WaiterInputs = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data: users, isPending } = useQuery({ queryKey: ['waiters', 'users'], queryFn: () => dataProvider.action<{ id: number; name: string }[]>('waiters', 'users') });
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
      <SelectInput
        source="userId"
        choices={users ?? []}
        isPending={isPending}
        translateChoice={false}
        fullWidth
        emptyText={translate('resources.waiters.no_user')}
        // 'Sin usuario' is the empty choice: stored as null, the link taken away
        parse={(value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))}
        format={(value: unknown) => (value === null || value === undefined ? '' : value)}
        helperText={translate('resources.waiters.user_hint')}
      />
    </Box>
  );
};
