import { providerMessages } from '../../src/domain/providerMessages';

export const tariffMessages = {
  resources: {
    tariffs: {
      name: 'Tarifa |||| Tarifas',
      delete_question: '¿Eliminar la tarifa %{name}?',
      list_title: 'Tarifas',
      create_title: 'Crear tarifa',
      edit_title: 'Actualizar tarifa',
      empty: 'No existen tarifas.',
      created: providerMessages.tariffCreated,
      updated: providerMessages.tariffUpdated,
      helpers: {
        key_locked: 'Tipo de pago, marca, banco, moneda y canal identifican la tarifa: no se pueden cambiar.',
        percent: 'Porcentaje entre 0 y 100.',
      },
      fields: {
        merchantId: 'Comercio',
        paymentTypeId: 'Tipo de pago',
        brandId: 'Marca',
        bankId: 'Banco',
        currencyId: 'Moneda',
        channelId: 'Canal',
        description: 'Descripción',
        commission: 'Comisión (%)',
        advanceRent: 'Adelanto de renta (%)',
        service: 'Servicio (%)',
      },
    },
  },
};
