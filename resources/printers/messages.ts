import { floorMessages } from '../../src/domain/floorMessages';

export const printerMessages = {
  resources: {
    printers: {
      name: 'Impresora |||| Impresoras',
      delete_question: '¿Eliminar la impresora %{name}?',
      list_title: 'Impresoras',
      create_title: 'Crear impresora',
      edit_title: 'Actualizar impresora',
      empty: 'No existen impresoras.',
      created: floorMessages.printerCreated,
      updated: floorMessages.printerUpdated,
      locations: { 1: 'Cocina', 2: 'Cajas', 3: 'Barra' },
      helpers: { ip: 'Dirección IPv4 de la impresora en la red del local, por ejemplo 192.168.1.20.' },
      fields: {
        name: 'Nombre',
        ip: 'IP',
        typeId: 'Ubicación',
      },
    },
  },
};
