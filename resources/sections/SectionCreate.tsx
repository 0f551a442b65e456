import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { SectionInputs } from './SectionInputs';
import { sectionResolver } from './sectionValidation';

const SectionCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={sectionResolver} title={translate('resources.sections.create_title')} successMessage={translate('resources.sections.created')} defaultValues={{ status: 'ACT' }}>
      <SectionInputs />
    </CreateScreen>
  );
};

export default SectionCreate;
