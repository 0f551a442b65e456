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
  rangeTooLong: 'El período no puede ser mayor que un año.',
  invalidCardLast4: 'Los últimos cuatro dígitos de la tarjeta deben ser exactamente 4 números.',
  invalidAuthorization: 'La autorización debe tener de 1 a 12 letras o números.',
  invalidAmount: 'El monto debe ser un número mayor o igual a 0, con hasta 2 decimales.',
  reversedAmounts: 'El monto máximo no puede ser menor que el monto mínimo.',
  invalidVoucherId: 'El comprobante indicado no es válido.',
  invalidBrand: 'La marca de tarjeta debe ser VISA, MasterCard o American Express.',
} as const;
