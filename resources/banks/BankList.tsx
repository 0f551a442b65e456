import { ReferenceField, TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';

const BankList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.banks.list_title')} emptyText={translate('resources.banks.empty')}>
      <ReferenceField source="country_code" reference="countries" link={false} sortable={false}>
        <TextField source="description" />
      </ReferenceField>
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="emails" sortable={false} />
      <TextField source="phones" sortable={false} />
      <RowActions label="app.actions" />
    </ResourceList>
  );
};

export default BankList;
