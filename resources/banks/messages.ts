import { messages } from '../../src/domain/messages';

export const bankMessages = {
  resources: {
    banks: {
      name: 'Banco |||| Bancos',
      delete_question: '¿Eliminar el banco %{name}?',
      list_title: 'Bancos',
      create_title: 'Crear banco',
      edit_title: 'Actualizar banco',
      empty: 'No existen bancos.',
      created: messages.bankCreated,
      updated: messages.bankUpdated,
      fields: {
        country_code: 'País',
        name: 'Nombre',
        code: 'Código',
        emails: 'Correo contacto',
        phones: 'Teléfono contacto',
        email_delivery: 'Correo de entrega',
        vault_id: 'Id de bóveda',
      },
      helpers: {
        emails: 'Puede indicar varios correos separados por coma.',
      },
    },
  },
};
