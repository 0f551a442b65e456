import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { UserInputs } from './UserInputs';

const UserEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen title={translate('resources.users.edit_title')} successMessage={translate('resources.users.updated')}>
      <UserInputs editing />
    </EditScreen>
  );
};

export default UserEdit;
