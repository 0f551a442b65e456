import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { TableInputs } from './TableInputs';
import { tableResolver } from './tableValidation';

const TableCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={tableResolver} title={translate('resources.tables.create_title')} successMessage={translate('resources.tables.created')}>
      <TableInputs />
    </CreateScreen>
  );
};

export default TableCreate;
