import { floorMessages } from '../../src/domain/floorMessages';

export const tableMessages = {
  resources: {
    tables: {
      name: 'Mesa |||| Mesas',
      delete_question: '¿Eliminar la mesa %{name}?',
      list_title: 'Mesas',
      create_title: 'Crear mesa',
      edit_title: 'Actualizar mesa',
      empty: 'No existen mesas.',
      created: floorMessages.tableCreated,
      updated: floorMessages.tableUpdated,
      no_sections: 'No hay secciones configuradas',
      no_sections_hint: 'Cree primero una sección en la pantalla Secciones.',
      qr: {
        button: 'QR',
        title: 'Código QR de la mesa',
        download: 'Descargar QR',
        regenerate: 'Regenerar código',
        regenerate_question: '¿Regenerar el código QR de la mesa %{name}?',
        regenerate_warning: 'El código actual dejará de abrir el menú de inmediato: deberá imprimir y colocar el nuevo en la mesa.',
        regenerated: floorMessages.tableCodeRegenerated,
        close: 'Cerrar',
        link: 'Enlace del menú',
        image_alt: 'Código QR del menú de la mesa %{name}',
      },
      print: {
        button: 'Imprimir códigos',
        title: 'Códigos QR de las mesas',
        intro: 'Un código por tarjeta, con el nombre de la mesa. Imprima la página y recorte las tarjetas.',
        print: 'Imprimir',
        back: 'Atrás',
        scan: 'Escanee para ver el menú y ordenar',
      },
      fields: {
        name: 'Nombre',
        sectionId: 'Sección',
        'section.name': 'Sección',
      },
    },
  },
};
