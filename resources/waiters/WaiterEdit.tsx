import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { WaiterInputs } from './WaiterInputs';
import { waiterResolver } from './waiterValidation';

const WaiterEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={waiterResolver} title={translate('resources.waiters.edit_title')} successMessage={translate('resources.waiters.updated')}>
      <WaiterInputs />
    </EditScreen>
  );
};

export default WaiterEdit;
