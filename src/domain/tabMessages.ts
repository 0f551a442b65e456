/**
 * Texts of the table's bill: the open tab, calls, payments by card, SINPE Móvil and cash.
 * The mock API sends them; the diner app and the board show them as they come.
 */
export const tabMessages = {
  badTabRequest: 'La solicitud de la cuenta no tiene un formato válido.',
  badCallKind: 'El tipo de llamado debe ser mesero o cuenta.',
  badIdempotencyKey: 'La clave de la solicitud (Idempotency-Key) debe tener entre 8 y 64 letras, números, guiones o guiones bajos.',
  idempotencyKeyRequired: 'Falta la clave de la solicitud (Idempotency-Key).',
  noOpenTab: 'La mesa no tiene una cuenta abierta.',
  nothingToPay: 'La cuenta ya está pagada.',
  amountOverRemaining: 'El monto supera lo que queda por pagar de la cuenta.',
  badAmount: 'El monto debe ser mayor que cero, en colones con hasta dos decimales.',
  badTip: 'La propina debe ser un monto de cero o más, en colones con hasta dos decimales.',
  amountOrItems: 'Indique un monto o los productos a pagar, no ambos.',
  itemNotOnTab: 'Uno de los productos no está en la cuenta de esta mesa o ya fue pagado.',
  cardRequired: 'Faltan los datos de la tarjeta.',
  sinpeReferenceRequired: 'Digite el número de referencia de SINPE Móvil (de 8 a 30 dígitos).',
  badSinpeReference: 'El número de referencia de SINPE Móvil debe tener de 8 a 30 dígitos.',
  sinpeReferenceUsed: 'Ese número de referencia de SINPE Móvil ya está registrado en otro pago de este comercio. Revise el comprobante de su banco.',
  badSinpePhone: 'El número de SINPE Móvil debe ser un celular de Costa Rica de 8 dígitos, sin guiones (por ejemplo 88887777).',
  sinpeNotOffered: 'Este comercio no recibe pagos por SINPE Móvil.',
  tableNotFound: 'La mesa no existe.',
  callNotFound: 'El llamado no existe.',
  callAttended: 'El llamado ya fue atendido.',
  paymentNotFound: 'El pago no existe.',
  paymentNotPending: 'El pago ya fue confirmado o rechazado.',
  rejectReasonRequired: 'Indique el motivo del rechazo.',
  cashReceivedShort: 'El monto recibido no alcanza para el pago y la propina.',
  tableClosed: 'La mesa se cerró y quedó libre.',
  /** Closed with today's orders unpaid: the bill is closed, the table is not free ('Mesas' keeps it taken). */
  tableClosedOwing: 'La cuenta se cerró, pero la mesa sigue ocupada: tiene pedidos sin pagar.',
  callAttendedDone: 'Llamado atendido.',
  sinpeConfirmed: 'Pago por SINPE Móvil confirmado.',
  /** A SINPE Móvil payment that also paid a round cancelled while it waited: that share goes back to the diner. */
  sinpeConfirmedGiveBack: (amount: string) => `Pago por SINPE Móvil confirmado. También pagaba un pedido que se canceló: devuelva ${amount} al cliente por SINPE Móvil.`,
  cancelledWhileSinpePending: 'Pedido cancelado mientras el pago por SINPE Móvil esperaba confirmación.',
  tabChangedWhileConfirming: 'La cuenta de la mesa cambió mientras se confirmaba el pago. Intente de nuevo.',
  sinpeRejected: 'Pago por SINPE Móvil rechazado.',
  cashRecorded: 'Pago en efectivo registrado.',
  tooManyTabStreams: 'Hay demasiadas conexiones abiertas para seguir esta cuenta. Cierre alguna pestaña e intente de nuevo.',
} as const;
