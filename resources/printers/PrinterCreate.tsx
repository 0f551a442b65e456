import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { PrinterInputs } from './PrinterInputs';
import { printerResolver } from './printerValidation';

const PrinterCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={printerResolver} title={translate('resources.printers.create_title')} successMessage={translate('resources.printers.created')}>
      <PrinterInputs />
    </CreateScreen>
  );
};

export default PrinterCreate;
