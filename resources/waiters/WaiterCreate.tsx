import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { WaiterInputs } from './WaiterInputs';
import { waiterResolver } from './waiterValidation';

const WaiterCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={waiterResolver} title={translate('resources.waiters.create_title')} successMessage={translate('resources.waiters.created')}>
      <WaiterInputs />
    </CreateScreen>
  );
};

export default WaiterCreate;
