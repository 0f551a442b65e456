import { floorMessages } from '../../src/domain/floorMessages';

export const sectionMessages = {
  resources: {
    sections: {
      name: 'Sección |||| Secciones',
      delete_question: '¿Eliminar la sección %{name}?',
      list_title: 'Secciones',
      create_title: 'Crear sección',
      edit_title: 'Actualizar sección',
      empty: 'No existen secciones.',
      created: floorMessages.sectionCreated,
      updated: floorMessages.sectionUpdated,
      statuses: { ACT: 'Activa', INA: 'Inactiva' },
      fields: {
        name: 'Nombre',
        description: 'Descripción',
        status: 'Estado',
      },
    },
  },
};
