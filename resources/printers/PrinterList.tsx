import { TextField, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { PrinterLocationField } from './PrinterLocationField';

const PrinterList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.printers.list_title')} emptyText={translate('resources.printers.empty')} cardTitle="name">
      <TextField source="name" />
      <TextField source="ip" />
      <PrinterLocationField source="typeId" />
      <RowActions label="app.actions" />
    </ResourceList>
  );
};

export default PrinterList;
