import { inventoryMessages } from '../../src/domain/inventoryMessages';

export const rewardMessages = {
  resources: {
    rewards: {
      name: 'Recompensa |||| Recompensas',
      delete_question: '¿Eliminar la recompensa %{name}?',
      list_title: 'Recompensas',
      create_title: 'Crear recompensa',
      edit_title: 'Actualizar recompensa',
      empty: 'No existen recompensas.',
      created: inventoryMessages.rewardCreated,
      updated: inventoryMessages.rewardUpdated,
      fields: {
        recompensa: 'Recompensa',
        requiere: 'Puntos requeridos',
      },
    },
  },
};
