import { ReferenceField, TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';

const BankList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.banks.list_title')} emptyText={translate('resources.banks.empty')} cardTitle="name">
      <ReferenceField source="country_code" reference="countries" link={false}>
        <TextField source="description" />
      </ReferenceField>
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="emails" />
      <TextField source="phones" />
      <RowActions label="app.actions" />
    </ResourceList>
  );
};

export default BankList;
