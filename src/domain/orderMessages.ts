/**
 * Texts of the public QR-menu and voucher endpoints: the mock API sends them, the diner app
 * shows them as they come (docs/spec-reference.md §8: the server's message when present).
 */
export const orderMessages = {
  unknownTable: 'Este código QR no corresponde a ninguna mesa activa. Solicite al personal un código nuevo.',
  emptyOrder: 'Debe seleccionar al menos un producto.',
  badOrder: 'El pedido no tiene un formato válido.',
  badQuantity: 'La cantidad de cada producto debe ser un número entero entre 1 y 99.',
  unknownProduct: 'Uno de los productos no pertenece al menú de este comercio.',
  repeatedProduct: 'Un producto aparece más de una vez en el pedido.',
  tooManyLines: 'El pedido tiene demasiados productos distintos.',
  takeoutUnavailable: 'Los pedidos para llevar no están disponibles desde el menú QR.',
  orderNotFound: 'El pedido no existe o no corresponde a esta mesa.',
  alreadyCancelled: 'El pedido ya fue cancelado.',
  cancelExpired: 'El tiempo para cancelar el pedido ha expirado.',
  orderCancelled: 'La orden se canceló exitosamente.',
  voucherNotFound: 'El comprobante solicitado no existe.',
  badPayment: 'El pago no tiene un formato válido.',
  badCard: 'Por favor valide los datos de la tarjeta.',
  unsupportedCard: 'Solo se aceptan tarjetas VISA, MasterCard y American Express.',
  expiredCard: 'La tarjeta está vencida o la fecha de expiración no es válida.',
  cvvNotAccepted: 'El código de seguridad (CVV) no debe enviarse.',
  alreadyPaid: 'El pedido ya fue pagado.',
  paidCannotCancel: 'El pedido ya fue pagado y no puede cancelarse.',
  tooManyOrderStreams: 'Hay demasiadas conexiones abiertas para seguir este pedido. Cierre alguna pestaña e intente de nuevo.',
  badDinerName: 'El nombre no puede tener más de 40 caracteres.',
  cancelledCannotPay: 'El pedido fue cancelado y no puede pagarse.',
  // a round staff took at the table is the staff's to cancel, from the board
  staffOrderDinerCannotCancel: 'Este pedido lo tomó el personal del restaurante; solo el personal puede cancelarlo.',
} as const;
