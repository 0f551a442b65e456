/** Texts of the ledger's refusals (mock-api/restaurant/ledger.ts); the diner app and the board show them as they come. */
export const ledgerMessages = {
  overUnpaid: 'El pago supera lo que queda por pagar de esos productos.',
  tipOverAmount: 'La propina no puede ser mayor que el monto que se paga.',
  cashWholeColones: 'El efectivo se cuenta en colones enteros, sin céntimos.',
  badMinorUnits: 'El monto no tiene un formato válido.',
  refundWithoutCharge: 'La devolución no corresponde a un cobro confirmado.',
  refundOverCharge: 'La devolución supera lo que ese cobro pagó.',
  notPending: 'El pago ya fue confirmado o rechazado.',
  orderPartlyPaid: 'Parte de este pedido ya se pagó o está en revisión en la cuenta de la mesa: pague lo que falta desde la cuenta.',
  dinerCannotCancelPaid: 'Este pedido ya tiene un pago: solo el personal del restaurante puede cancelarlo y devolver el dinero.',
  sinpeLapsed: 'La referencia de SINPE Móvil venció sin que el personal la confirmara.',
  sinpeOnePerPhone: 'Este teléfono ya tiene una referencia de SINPE Móvil en revisión. Espere a que el personal la confirme.',
  idempotencyKeyReused: 'Esa clave de la solicitud (Idempotency-Key) ya se usó con otros datos. Genere una clave nueva para otra solicitud.',
  cashOnlyWholeShare: 'El efectivo se recibe en colones enteros; solo el último pago de la cuenta puede llevar los céntimos que quedan.',
} as const;
