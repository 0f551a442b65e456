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
      empty: 'No existen clientes.',
      show: 'Ver',
      show_named: 'Ver %{name}',
      stamps_help:
        'Sellos: el cliente recibe un sello por cada visita con compra, y con %{stamps} sellos un producto de la casa gratis (la tarjeta vuelve a empezar). Puntos: se acumulan con las compras y se canjean por las recompensas.',
      resend: 'Reenviar tarjeta',
      platforms: { android: 'Android', ios: 'iOS' },
      fields: {
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
