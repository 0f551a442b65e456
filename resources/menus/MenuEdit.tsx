import { useTranslate } from 'react-admin';
import { EditScreen } from '../../src/components/ResourceForm';
import { MenuInputs } from './MenuInputs';
import { menuResolver } from './menuValidation';

const MenuEdit = () => {
  const translate = useTranslate();
  return (
    <EditScreen resolver={menuResolver} title={translate('resources.menus.edit_title')} successMessage={translate('resources.menus.updated')} backTo="/products">
      <MenuInputs />
    </EditScreen>
  );
};

export default MenuEdit;
