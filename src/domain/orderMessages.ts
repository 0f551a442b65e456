/**
 * Texts of the public QR-menu and voucher endpoints: the mock API sends them, the diner app
 * shows them as they come (spec §8: the server's message when present).
 */
export const orderMessages = {
  unknownTable: 'Este código QR no corresponde a ninguna mesa activa. Solicite al personal un código nuevo.',
  emptyOrder: 'Debe seleccionar al menos un producto.',
  badOrder: 'La orden no tiene un formato válido.',
  badQuantity: 'La cantidad de cada producto debe ser un número entero entre 1 y 99.',
  unknownProduct: 'Uno de los productos no pertenece al menú de este comercio.',
  repeatedProduct: 'Un producto aparece más de una vez en la orden.',
  tooManyLines: 'La orden tiene demasiados productos distintos.',
  takeoutUnavailable: 'Las órdenes para llevar no están disponibles desde el menú QR.',
  orderNotFound: 'La orden no existe o no corresponde a esta mesa.',
  alreadyCancelled: 'La orden ya fue cancelada.',
  cancelExpired: 'El tiempo para cancelar la orden ha expirado.',
  orderCancelled: 'La orden se canceló exitosamente.',
  voucherNotFound: 'El comprobante solicitado no existe.',
  badPayment: 'El pago no tiene un formato válido.',
  badCard: 'Por favor valide los datos de la tarjeta.',
  unsupportedCard: 'Solo se aceptan tarjetas VISA, MasterCard y American Express.',
  expiredCard: 'La tarjeta está vencida o la fecha de expiración no es válida.',
  cvvNotAccepted: 'El código de seguridad (CVV) no debe enviarse.',
  alreadyPaid: 'La orden ya fue pagada.',
  paidCannotCancel: 'La orden ya fue pagada y no puede cancelarse.',
  tooManyOrderStreams: 'Hay demasiadas conexiones abiertas para seguir esta orden. Cierre alguna pestaña e intente de nuevo.',
  cancelledCannotPay: 'La orden fue cancelada y no puede pagarse.',
} as const;
