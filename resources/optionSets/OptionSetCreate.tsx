import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { OptionGroupFields } from '../../src/components/OptionGroupFields';
import { optionSetResolver } from './optionSetValidation';

const OptionSetCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={optionSetResolver} title={translate('resources.optionSets.create_title')} successMessage={translate('resources.optionSets.created')} defaultValues={{ min: 1, max: 1 }}>
      <OptionGroupFields />
    </CreateScreen>
  );
};

export default OptionSetCreate;
