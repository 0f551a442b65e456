import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { SectionInputs } from './SectionInputs';
import { sectionResolver } from './sectionValidation';

const SectionEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={sectionResolver} title={translate('resources.sections.edit_title')} successMessage={translate('resources.sections.updated')}>
      <SectionInputs />
    </EditScreen>
  );
};

export default SectionEdit;
