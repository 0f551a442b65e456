import { Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import type { OptionSet } from '../../src/domain/wire/productOptions';

/** The merchant's option sets: each with its options and how many products carry it. */
const OptionSetList = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('resources.optionSets.intro')}
      </Typography>
      <ResourceList title={translate('resources.optionSets.list_title')} emptyText={translate('resources.optionSets.empty')} cardTitle="name">
        <TextField source="name" />
        <FunctionField<OptionSet> source="options" render={(set) => set.options.map((option) => option.name).join(' · ')} sortable={false} />
        <FunctionField<OptionSet>
          label="resources.optionSets.used_by"
          render={(set) =>
            set.products.length === 0
              ? translate('resources.optionSets.unused')
              : set.products.length === 1
                ? translate('resources.optionSets.used_by_one')
                : translate('resources.optionSets.used_by', { count: set.products.length })
          }
          sortable={false}
        />
        <RowActions label="app.actions" />
      </ResourceList>
    </>
  );
};

export default OptionSetList;
