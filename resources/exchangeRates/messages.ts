import { exchangeRateMessages } from '../../src/domain/exchangeRateMessages';

export const exchangeRateResourceMessages = {
  resources: {
    exchangeRates: {
      name: 'Tipo de cambio |||| Tipos de cambio',
      list_title: 'Tipos de cambio',
      create_title: 'Registrar tipo de cambio',
      edit_title: 'Actualizar tipo de cambio',
      empty: 'No existen tipos de cambio.',
      created: exchangeRateMessages.created,
      updated: exchangeRateMessages.updated,
      explanation:
        'Tipo de cambio de referencia de venta del Banco Central de Costa Rica, en colones por dólar. Las ventas en dólares de cada día se cobran y se facturan a su tipo de cambio; un día sin registro usa el del último día anterior que lo tenga.',
      fields: {
        day: 'Fecha',
        rate: 'Colones por dólar',
        enteredBy: 'Registrado por',
      },
      helpers: {
        rate: 'Con dos decimales como máximo, por ejemplo 506,42.',
        day: 'Hasta mañana: el Banco Central publica el tipo de cambio de un día la víspera.',
      },
    },
  },
};
