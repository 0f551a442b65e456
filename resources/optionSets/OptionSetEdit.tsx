import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { OptionGroupFields } from '../../src/components/OptionGroupFields';
import { optionSetResolver } from './optionSetValidation';

/** Before the owner saves: how many products the change reaches (a set is shared, unlike a product's own group). */
const SetReach = () => {
  const translate = useTranslate();
  const set = useRecordContext<{ products?: unknown[] }>();
  const count = set?.products?.length ?? 0;
  const text = count === 0 ? translate('resources.optionSets.changes_none') : count === 1 ? translate('resources.optionSets.changes_one') : translate('resources.optionSets.changes_many', { count });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="option-set-reach">
      {text}
    </Typography>
  );
};

const OptionSetEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={optionSetResolver} title={translate('resources.optionSets.edit_title')} successMessage={translate('resources.optionSets.updated')}>
      <SetReach />
      <OptionGroupFields />
    </EditScreen>
  );
};

export default OptionSetEdit;
