import { TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { SectionStatusField } from './SectionStatusField';

const SectionList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.sections.list_title')} emptyText={translate('resources.sections.empty')} cardTitle="name">
      <TextField source="name" />
      <TextField source="description" />
      <SectionStatusField source="status" />
      <RowActions label="app.actions" />
    </ResourceList>
  );
};

export default SectionList;
