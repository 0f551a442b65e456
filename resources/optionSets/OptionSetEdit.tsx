import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { OptionGroupFields } from '../../src/components/OptionGroupFields';
import { optionSetResolver } from './optionSetValidation';

const OptionSetEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={optionSetResolver} title={translate('resources.optionSets.edit_title')} successMessage={translate('resources.optionSets.updated')}>
      <OptionGroupFields />
    </EditScreen>
  );
};

export default OptionSetEdit;
