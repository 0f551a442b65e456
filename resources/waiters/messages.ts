import { floorMessages } from '../../src/domain/floorMessages';

export const waiterMessages = {
  resources: {
    waiters: {
      name: 'Mesero |||| Meseros',
      delete_question: '¿Eliminar el mesero %{name}?',
      list_title: 'Meseros',
      create_title: 'Crear mesero',
      edit_title: 'Actualizar mesero',
      empty: 'No existen meseros.',
      created: floorMessages.waiterCreated,
      updated: floorMessages.waiterUpdated,
      no_user: 'Sin usuario',
      user_hint: 'Quien inicia sesión con este usuario ve sus mesas con «Mis mesas».',
      fields: { name: 'Nombre', userId: 'Usuario', userName: 'Usuario' },
    },
  },
};
