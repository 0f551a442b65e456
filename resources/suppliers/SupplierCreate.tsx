import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { SupplierInputs } from './SupplierInputs';
import { supplierResolver } from './supplierValidation';

const SupplierCreate = () => {
  const translate = useTranslate();
  // most suppliers are companies: cédula jurídica is the usual kind
  return (
    <CreateScreen resolver={supplierResolver} title={translate('resources.suppliers.create_title')} successMessage={translate('resources.suppliers.created')} defaultValues={{ legalIdType: 2 }}>
      <SupplierInputs />
    </CreateScreen>
  );
};

export default SupplierCreate;
