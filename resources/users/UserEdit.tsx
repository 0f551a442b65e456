import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { userResolver } from './userValidation';
import { UserInputs } from './UserInputs';

const UserEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={userResolver} title={translate('resources.users.edit_title')} successMessage={translate('resources.users.updated')}>
      <UserInputs editing />
    </EditScreen>
  );
};

export default UserEdit;
