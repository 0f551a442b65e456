import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { StockInputs } from './StockInputs';
import { stockCreateResolver } from './stockValidation';

const StockCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={stockCreateResolver} title={translate('resources.stocks.create_title')} successMessage={translate('resources.stocks.created')}>
      <StockInputs create />
    </CreateScreen>
  );
};

export default StockCreate;
