import { productMessages } from '../../src/domain/productMessages';

export const menuMessages = {
  resources: {
    menus: {
      name: 'Menú |||| Menús',
      delete_question: '¿Eliminar el menú %{name}?',
      create_title: 'Crear menú/categoría',
      edit_title: 'Actualizar menú/categoría',
      created: productMessages.menuCreated,
      updated: productMessages.menuUpdated,
      top_level: 'Ninguno (menú principal)',
      fields: {
        name: 'Nombre',
        lastname: 'Descripción',
        parentId: 'Menú padre',
      },
      helpers: {
        parentId: 'Elija un menú para crear un submenú dentro de él.',
      },
    },
  },
};
