import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { SupplierInputs } from './SupplierInputs';
import { supplierResolver } from './supplierValidation';

const SupplierEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={supplierResolver} title={translate('resources.suppliers.edit_title')} successMessage={translate('resources.suppliers.updated')}>
      <SupplierInputs />
    </EditScreen>
  );
};

export default SupplierEdit;
