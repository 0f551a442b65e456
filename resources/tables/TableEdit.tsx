import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { TableInputs } from './TableInputs';
import { tableResolver } from './tableValidation';

const TableEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={tableResolver} title={translate('resources.tables.edit_title')} successMessage={translate('resources.tables.updated')}>
      <TableInputs />
    </EditScreen>
  );
};

export default TableEdit;
