import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, useGetList, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LabelledAddButton } from '../../src/components/LabelledAddButton';
import { OptionGroupFields } from '../../src/components/OptionGroupFields';
import type { OptionSet } from '../../src/domain/wire/productOptions';
import { MAX_GROUP_OPTIONS, MAX_OPTION_GROUPS } from '../../src/schemas/optionGroupSchema';

/** A group copied from an option set: shown as it is, edited in the set, which changes every product carrying it. */
const SetGroup = ({ setId }: { setId: number }) => {
  const translate = useTranslate();
  const source = useSourceContext();
  const [name, options] = useWatch({ name: [source.getSource('name'), source.getSource('options')] }) as [string, { name: string }[] | undefined];
  return (
    <Alert severity="info" icon={false} sx={{ width: '100%' }} data-testid="option-set-group">
      <Typography variant="subtitle2">{translate('resources.products.option_groups.from_set', { name })}</Typography>
      <Typography variant="body2">{(options ?? []).map((option) => option.name).join(' · ')}</Typography>
      <Button component={Link} to={`/optionSets/${setId}`} size="small" sx={{ mt: 0.5, px: 0 }}>
        {translate('resources.products.option_groups.edit_set')}
      </Button>
    </Alert>
  );
};

/** A product's group: its own fields, or the set it copies. */
const GroupItem = () => {
  const source = useSourceContext();
  const setId = useWatch({ name: source.getSource('setId') }) as number | undefined;
  return typeof setId === 'number' ? <SetGroup setId={setId} /> : <OptionGroupFields />;
};

/** 'Agregar conjunto': copies one of the merchant's option sets into the product, named by its id. */
const AddSet = () => {
  const translate = useTranslate();
  const { data: sets } = useGetList<OptionSet>('optionSets', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const { setValue } = useFormContext();
  const groups = (useWatch({ name: 'optionGroups' }) ?? []) as { setId?: number }[];
  const free = (sets ?? []).filter((set) => !groups.some((group) => group.setId === set.id));
  const add = (id: number) => {
    const set = free.find((candidate) => candidate.id === id);
    if (!set) return;
    const { id: setId, name, nameEn, min, max, options } = set;
    const group = { name, nameEn, min, max, options };
    // the array's own value: react-admin's list below takes it as an added row
    setValue('optionGroups', [...groups, { ...group, setId }], { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
      <TextField
        select
        size="small"
        label={translate('resources.products.option_groups.add_set')}
        value=""
        onChange={(event) => add(Number(event.target.value))}
        disabled={free.length === 0 || groups.length >= MAX_OPTION_GROUPS}
        sx={{ minWidth: 260 }}
        helperText={sets && sets.length === 0 ? translate('resources.products.option_groups.no_sets') : ' '}
      >
        {free.map((set) => (
          <MenuItem key={set.id} value={set.id}>
            {set.name}
          </MenuItem>
        ))}
      </TextField>
      <Button component={Link} to="/optionSets" size="small">
        {translate('resources.optionSets.list_title')}
      </Button>
    </Box>
  );
};

/**
 * A product's option groups: 'Término' (mínimo 1, máximo 1: choose exactly one) or
 * 'Extras' (mínimo 0, máximo N), each option with its price before tax and its own recipe; or a
 * copy of one of the merchant's option sets, defined once for many products. The form checks them
 * with the schema the API applies (src/schemas/optionGroupSchema.ts).
 */
export const OptionGroupsInput = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.products.option_groups.${key}`);
  return (
    <Box component="section" aria-label={t('title')} sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('help')}
      </Typography>
      <ArrayInput source="optionGroups" label={false} helperText={false}>
        <SimpleFormIterator
          disableReordering
          disableClear
          getItemLabel={(index) => `${t('group')} ${index + 1}`}
          inline={false}
          addButton={<LabelledAddButton label="resources.products.option_groups.add_group" />}
          sx={{ '& .RaSimpleFormIterator-line': { pb: 2 } }}
        >
          <GroupItem />
        </SimpleFormIterator>
      </ArrayInput>
      <AddSet />
      <Typography variant="caption" color="text.secondary">
        {translate('resources.products.option_groups.limits', { groups: MAX_OPTION_GROUPS, options: MAX_GROUP_OPTIONS })}
      </Typography>
    </Box>
  );
};
