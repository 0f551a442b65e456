import { Grid } from '@mui/material';
import { SelectInput, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { menuAndDescendants, outlineMenus, type MenuLike } from '../../src/domain/menuOutline';
import type { Menu } from '../../src/domain/wire/menu';
import { MenuHoursInput } from './MenuHoursInput';
import { menuRequired as required } from './menuValidation';

/** The menu form's fields: name, description, and the parent menu for a submenu. */
export const MenuInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext<MenuLike>();
  const { data: menus = [] } = useGetList<Menu>('menus', { pagination: { page: 1, perPage: 10_000 } });
  // a menu cannot sit inside itself or one of its own submenus
  const excluded = record ? menuAndDescendants(menus, Number(record.id)) : new Set<number>();
  const parents = outlineMenus(menus)
    .filter(({ menu }) => !excluded.has(menu.id))
    .map(({ menu, path }) => ({ id: menu.id, name: path }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="name" validate={required.name} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="parentId"
          choices={parents}
          fullWidth
          emptyText={translate('resources.menus.top_level')}
          translateChoice={false}
          helperText={translate('resources.menus.helpers.parentId')}
        />
      </Grid>
      <Grid size={12}>
        <TextInput source="lastname" fullWidth slotProps={{ htmlInput: { maxLength: 250 } }} />
      </Grid>
      {/* The English name and the hours */}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="nameEn" fullWidth helperText={translate('resources.menus.helpers.nameEn')} slotProps={{ htmlInput: { maxLength: 100, lang: 'en' } }} />
        <TextInput source="descriptionEn" fullWidth helperText={translate('resources.menus.helpers.descriptionEn')} slotProps={{ htmlInput: { maxLength: 250, lang: 'en' } }} />
      </Grid>
      <Grid size={12}>
        <MenuHoursInput />
      </Grid>
    </Grid>
  );
};
