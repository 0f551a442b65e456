import { Grid, Typography } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCatalogs } from '../../src/components/useCatalogs';
import { GROUP, isMerchantScoped } from '../../src/domain/userRules';
import { session } from '../../src/providers/session';
import type { UserLookups } from './endpoints';
import { RequiredHint } from './RequiredHint';
import { UsernameSuggestions } from './UsernameSuggestions';
import { REQUIRED_MARK } from '../../src/schemas/schemaResolver';
import { userRequired as required } from './userValidation';

const YES_NO = [
  { id: true, name: 'resources.users.yes_no.yes' },
  { id: false, name: 'resources.users.yes_no.no' },
];

interface UserInputsProps {
  /** On edit, user name, group and merchant are locked (docs/spec-reference.md §2). */
  editing?: boolean;
  suggestions?: string[];
  onPickSuggestion?: () => void;
}

/** The user form: the selects offer only the groups and merchants the server lets this viewer choose. */
export const UserInputs = ({ editing = false, suggestions = [], onPickSuggestion = () => {} }: UserInputsProps) => {
  const translate = useTranslate();
  const { data: lookups, isPending } = useCatalogs<UserLookups>('users', 'lookups');
  const group = Number(useWatch({ name: 'group_id' }));
  const merchantLocked = editing || isMerchantScoped(session.groupId() ?? 0);
  const lockedHelper = editing ? translate('resources.users.helpers.locked') : false;
  const groups = lookups?.groups.map(({ id }) => ({ id, name: `resources.users.groups.${id}` }));
  // mounted again once the lookups arrive: a select shows its choices only a render after they
  // change (react-admin's useList), and meanwhile MUI calls the saved value out of range
  const loaded = isPending ? 'loading' : 'loaded';
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="username" validate={required.username} readOnly={editing} helperText={lockedHelper} fullWidth autoComplete="off" slotProps={{ htmlInput: { maxLength: 60 } }} />
        <UsernameSuggestions suggestions={suggestions} onPick={onPickSuggestion} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="email" type="email" validate={required.email} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="lastname" fullWidth slotProps={{ htmlInput: { maxLength: 60 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput key={loaded} source="group_id" choices={groups} validate={required.group_id} readOnly={editing} helperText={lockedHelper} isPending={isPending} fullWidth emptyText="" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {group === GROUP.bank ? (
          <SelectInput key={loaded} source="bank_id" choices={lookups?.banks} validate={REQUIRED_MARK} translateChoice={false} isPending={isPending} fullWidth emptyText="" />
        ) : (
          <SelectInput
            key={loaded}
            source="merchant_id"
            choices={lookups?.merchants}
            validate={REQUIRED_MARK}
            translateChoice={false}
            readOnly={merchantLocked}
            helperText={lockedHelper}
            isPending={isPending}
            fullWidth
            emptyText=""
          />
        )}
      </Grid>
      <Grid size={{ xs: 12 }}>
        <RadioButtonGroupInput source="cashRegister" choices={YES_NO} parse={(value) => value === true || value === 'true'} row />
      </Grid>
      <Grid size={{ xs: 12 }}>
        {!editing && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.users.helpers.temporary_password')}
          </Typography>
        )}
        <RequiredHint />
      </Grid>
    </Grid>
  );
};
