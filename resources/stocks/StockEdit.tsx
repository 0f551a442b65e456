import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { StockInputs } from './StockInputs';
import { stockUpdateResolver } from './stockValidation';

const StockEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={stockUpdateResolver} title={translate('resources.stocks.edit_title')} successMessage={translate('resources.stocks.updated')}>
      <StockInputs />
    </EditScreen>
  );
};

export default StockEdit;
