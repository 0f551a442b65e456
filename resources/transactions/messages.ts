import { dateRangeMessages } from '../../src/i18n/dateRangeMessages';

export const transactionMessages = {
  ...dateRangeMessages,
  resources: {
    transactions: {
      name: 'Transacción |||| Transacciones',
      list_title: 'Transacciones',
      empty: 'No existen transacciones.',
      filter: 'Filtrar',
      merchant: 'Comercio',
      all_merchants: 'Todos los comercios',
      no_merchants: 'No hay comercios disponibles',
      number: 'Número de transacción',
      search: 'Buscar transacción',
      declined: 'Rechazada',
      open_voucher: 'Abrir el comprobante de la transacción %{id}',
      fields: {
        transaction_id: 'Transacción',
        auth_code: 'Auth.',
        amount: 'Monto',
        date_time: 'Fecha',
        scheme: 'Tipo tarjeta',
        pan: 'Tarjeta',
        transaction_type_desc: 'Tipo Transacción',
        merchant: 'Comercio',
        full_name: 'Usuario',
      },
    },
  },
};
