import PrintIcon from '@mui/icons-material/Print';
import { Button, TextField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { TableQrButton } from './TableQrButton';

/** A floor's codes are printed together before opening: the print view is one click from the list. */
const PrintCodesButton = () => (
  <Button component={Link} to="/tables/print" label="resources.tables.print.button">
    <PrintIcon />
  </Button>
);

const TableList = () => {
  const translate = useTranslate();
  return (
    <ResourceList title={translate('resources.tables.list_title')} emptyText={translate('resources.tables.empty')} cardTitle="name" actions={<PrintCodesButton />}>
      <TextField source="name" />
      <TextField source="section.name" label="resources.tables.fields.sectionId" />
      <RowActions label="app.actions">
        <TableQrButton />
      </RowActions>
    </ResourceList>
  );
};

export default TableList;
