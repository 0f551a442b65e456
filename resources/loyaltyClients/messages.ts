import { inventoryMessages } from '../../src/domain/inventoryMessages';

export const loyaltyClientMessages = {
  resources: {
    loyaltyClients: {
      name: 'Cliente |||| Clientes',
      list_title: 'Clientes',
      create_title: 'Crear cliente',
      info_title: 'Información del cliente',
      created: inventoryMessages.clientCreated,
      card_resent: inventoryMessages.cardResent,
      not_found: inventoryMessages.clientNotFound,
      search_hint: 'Busque un cliente por su correo electrónico o registre uno nuevo.',
      search: 'Buscar',
      resend: 'Reenviar tarjeta',
      platforms: { android: 'Android', ios: 'iOS' },
      fields: {
        email: 'Correo electrónico',
        nombre: 'Nombre',
        correo: 'Correo electrónico',
        plataforma: 'Dispositivo',
        loyaltyMemberId: 'Tarjeta',
        puntosActuales: 'Puntos actuales',
        sellosActuales: 'Sellos actuales',
        fechaRegistro: 'Fecha de registro',
      },
    },
  },
};
