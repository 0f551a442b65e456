import { PAYMENT_COLUMNS } from '../../src/domain/merchantPayment';
import { dateRangeMessages } from '../../src/i18n/dateRangeMessages';

export const merchantPaymentMessages = {
  ...dateRangeMessages,
  resources: {
    merchantPayments: {
      name: 'Pago a comercio |||| Pagos a comercios',
      list_title: 'Reporte de pago a comercios',
      empty: 'No existen pagos.',
      filter: 'Filtrar',
      download: 'Descargar',
      search: 'Buscar por empresa o cuenta IBAN',
      preparing: 'Preparando el archivo: página %{done} de %{pages}',
      cancel: 'Cancelar',
      totals_note: 'Cantidad: pagos del período con monto en esa moneda, en cualquier estado. Monto: la suma de su total pago. La búsqueda no cambia los totales.',
      fields: Object.fromEntries(PAYMENT_COLUMNS.map(({ source, label }) => [source, label])),
    },
  },
};
