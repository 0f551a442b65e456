import { optionMessages } from '../../src/domain/optionMessages';

export const optionSetMessages = {
  resources: {
    optionSets: {
      name: 'Conjunto de opciones |||| Conjuntos de opciones',
      list_title: 'Conjuntos de opciones',
      create_title: 'Crear conjunto de opciones',
      edit_title: 'Actualizar conjunto de opciones',
      intro:
        'Defina una vez los grupos que se repiten, como «Término» o «Acompañamiento», y agréguelos a los productos desde su formulario. Al guardar un conjunto, cambia en todos los productos que lo usan; el precio y la receta siguen siendo de cada opción.',
      empty: 'Aún no tiene conjuntos de opciones.',
      created: optionMessages.setCreated,
      updated: optionMessages.setUpdated,
      delete_question: '¿Eliminar el conjunto %{name}?',
      used_by: 'En %{count} productos',
      used_by_one: 'En 1 producto',
      unused: 'Sin productos',
      changes_many: 'Al guardar, el cambio llega a los %{count} productos que usan este conjunto.',
      changes_one: 'Al guardar, el cambio llega al producto que usa este conjunto.',
      changes_none: 'Ningún producto usa este conjunto todavía.',
      back_to_menu: 'Menú y productos',
      fields: {
        name: 'Nombre del grupo',
        nameEn: 'Nombre en inglés',
        min: 'Mínimo',
        max: 'Máximo',
        options: 'Opciones',
      },
    },
  },
};
