import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { MenuInputs } from './MenuInputs';
import { menuResolver } from './menuValidation';

/** Menus are listed with their products (/products): that is where Atrás and the success dialog go. */
const MenuCreate = () => {
  const translate = useTranslate();
  return (
    <CreateScreen resolver={menuResolver} title={translate('resources.menus.create_title')} successMessage={translate('resources.menus.created')} backTo="/products" defaultValues={{ parentId: null }}>
      <MenuInputs />
    </CreateScreen>
  );
};

export default MenuCreate;
