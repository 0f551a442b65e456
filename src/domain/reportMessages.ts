/** Texts of the transaction and merchant-payment reports that both the screens and the mock API use. */
export const reportMessages = {
  invalidDates: 'Las fechas del filtro no son válidas.',
  reversedDates: 'La fecha final no puede ser anterior a la fecha inicial.',
  invalidPage: 'La página solicitada no es válida.',
  invalidPageSize: 'El tamaño de página debe ser un número entero entre 1 y 100.',
  invalidTransactionId: 'El número de transacción debe ser un número entero mayor o igual a 0.',
  invalidMerchant: 'El comercio indicado no es válido.',
  invalidSortOrder: 'El orden debe ser ASC o DESC.',
  dateOutOfRange: 'La fecha debe estar entre hace un año y hoy.',
} as const;
