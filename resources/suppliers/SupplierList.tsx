import { EmailField, TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';

const SupplierList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.suppliers.list_title')} emptyText={translate('resources.suppliers.empty')} cardTitle="name">
      <TextField source="name" />
      <TextField source="legalId" />
      <TextField source="phone" />
      <TextField source="mobile" />
      <EmailField source="email" />
      <TextField source="contact" />
      <RowActions label="app.actions" />
    </ResourceList>
  );
};

export default SupplierList;
