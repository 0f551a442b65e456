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
        // the menu extras: English names and hours (src/schemas/menuExtrasFields.ts)
        nameEn: 'Nombre en inglés',
        descriptionEn: 'Descripción en inglés',
        availability: 'Horario',
        days: 'Días',
        from: 'Desde',
        to: 'Hasta',
      },
      helpers: {
        parentId: 'Elija un menú para crear un submenú dentro de él.',
        nameEn: 'Opcional: el menú QR lo muestra a quien lo lee en inglés.',
        descriptionEn: 'Opcional: la descripción que lee en el menú QR quien lo lee en inglés.',
        availability: 'Hora de Costa Rica. Sin horarios, el menú está disponible siempre; fuera de ellos no aparece en el menú QR y sus productos no se pueden pedir.',
      },
      hours: {
        available_now: 'Disponible ahora',
        not_available_now: 'Fuera de horario',
        always: 'Siempre disponible',
        add_slot: 'Agregar horario',
        remove_slot: 'Quitar horario',
      },
    },
  },
};
