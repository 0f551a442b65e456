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
      no_match: 'Ningún comercio coincide con lo escrito',
      open_merchants: 'Abrir la lista de comercios',
      close_merchants: 'Cerrar la lista de comercios',
      clear_merchant: 'Quitar el comercio',
      number: 'Número de transacción',
      totals_note: 'Cantidad: todas las transacciones del período. Monto neto: pagos aprobados menos devoluciones y anulaciones; las rechazadas no suman.',
      declined: 'Rechazada',
      open_voucher: 'Abrir el comprobante de la transacción %{id}',
      fields: {
        transaction_id: 'Transacción',
        auth_code: 'Auth.',
        auth_code_full: 'Autorización',
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
