import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { PrinterInputs } from './PrinterInputs';
import { printerResolver } from './printerValidation';

const PrinterEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={printerResolver} title={translate('resources.printers.edit_title')} successMessage={translate('resources.printers.updated')}>
      <PrinterInputs />
    </EditScreen>
  );
};

export default PrinterEdit;
