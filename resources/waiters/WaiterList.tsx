import { TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';

const WaiterList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.waiters.list_title')} emptyText={translate('resources.waiters.empty')} cardTitle="name">
      <TextField source="name" />
      <TextField source="userName" emptyText="—" sortable={false} />
      <RowActions label="app.actions" />
    </ResourceList>
  );
};

export default WaiterList;
