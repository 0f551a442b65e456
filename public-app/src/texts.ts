import type { CardProblem } from '../../src/domain/card';
import { requestMessages } from '../../src/domain/requestMessages';

/**
 * Every text the diner app shows, in Spanish (the spec's texts exactly as written, docs/spec-reference.md §2, §4, §5, §8)
 * and in English (texts.en.ts: tourists read the menu on their phones). One catalogue type: English
 * must have every key Spanish has (a missing or extra key does not compile; tests/unit/dinerTexts.test.ts
 * checks the values too).
 */
const es = {
  menuTitle: 'Menú',
  continue: 'Continuar',
  selectAtLeastOne: 'Debe seleccionar al menos un producto.',
  soldOut: 'Agotado',
  add: 'Agregar',
  remove: 'Quitar',
  quantity: 'Cantidad',
  selectedCount: (count: number) => `${count} ${count === 1 ? 'producto' : 'productos'}`,
  table: 'Mesa',
  loadingMenu: 'Cargando menú…',
  retry: 'Reintentar',
  emptyMenu: 'Este comercio aún no tiene productos en su menú.',
  noToken: 'Escanee el código QR de su mesa para ver el menú.',
  // The prices shown are final (Decreto 37899-MEIC art. 93); one line says what they include
  pricesIncludeTaxAndService: 'Precios con IVA y servicio incluidos',
  pricesIncludeTax: 'Precios con IVA incluido',
  pricesIncludeService: 'Precios con servicio incluido',
  pricesFinal: 'Precios finales',
  // Allergens and diets, the diner's filters, sold out while choosing
  allergensLabel: 'Alérgenos',
  dietsLabel: 'Dietas',
  filtersLabel: 'Filtrar el menú',
  noMatchingProducts: 'Ningún producto de este menú cumple los filtros elegidos.',
  hiddenByFilters: (count: number) => `${count} ${count === 1 ? 'producto oculto' : 'productos ocultos'} por los filtros`,

  summaryTitle: 'Resumen de Pedido',
  orderDetails: 'Detalles del pedido',
  commentsPlaceholder: 'Comentarios...',
  back: 'Atrás',
  noProducts: 'No hay productos seleccionados.',
  placingOrder: 'Enviando…',
  confirmOrder: 'Confirmar pedido',

  orderNumber: 'Pedido N.º',
  date: 'Fecha',
  product: 'Producto',
  quantityShort: 'Cant.',
  unitPrice: 'Precio',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  tax: 'IVA',
  otherCharges: 'Otros cargos (servicio 10\u00a0%)',
  total: 'Total',
  comments: 'Comentarios',
  save: 'Guardar',
  cancel: 'Cancelar',
  secondsLeft: 'segundos para cancelar',
  goToMenu: 'Ir al Menú',
  payWithCard: 'Pagar con tarjeta',
  // the spec's own texts say 'orden' (these two and 'La orden se canceló exitosamente.'); everything else says 'pedido', as the board does
  // docs/spec-reference.md §9 writes 'Desea cancelar la orden?' and 'Si': Spanish asks with '¿' and affirms with 'Sí'
  confirmCancel: '¿Desea cancelar la orden?',
  cancelSecondsLeft: (seconds: number) => (seconds === 1 ? 'Queda 1 segundo para cancelar.' : `Quedan ${seconds} segundos para cancelar.`),
  cancelTimeOver: 'El tiempo para cancelar el pedido ha expirado.',
  paidBadge: 'Pedido pagado',
  // a paid order the restaurant cancelled: the payment goes back to the card
  refundedBadge: 'Pago devuelto',
  refundedNote: 'El restaurante canceló el pedido y devolvió el pago a su tarjeta.',
  viewVoucher: 'Ver comprobante',
  refundOf: 'Devolución de',
  originalSale: 'Venta original',
  refundedOn: 'Pago devuelto',
  transactionNumber: (id: number) => `transacción N.º ${id}`,
  saleNumber: (id: number) => `Transacción N.º ${id}`,
  yes: 'Sí',
  no: 'No',
  ok: 'OK',
  cancelled: 'La orden se canceló exitosamente.',
  cancelledBadge: 'Pedido cancelado',
  orderStatus: 'Estado del pedido',
  processingError: requestMessages.processing as string,
  communicationError: requestMessages.communication as string,

  // docs/spec-reference.md §2 writes 'Dígite', which reads as a misspelling to a Costa Rican (a noted departure)
  cardTitle: 'Digite los datos de la tarjeta',
  amountToPay: 'Monto a pagar',
  payOrderOf: (orderNumber: number) => `Pedido N.º ${orderNumber}`,
  noOrderToPay: 'No hay un pedido para pagar. Haga su pedido desde el menú de su mesa; una vez enviado, podrá pagarlo con tarjeta.',
  orderAlreadyPaid: 'Este pedido ya fue pagado.',
  orderCancelledNoPay: 'Este pedido fue cancelado; no hay nada que pagar.',
  backToReceipt: 'Volver al pedido',
  paying: 'Procesando pago…',
  cardName: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  cardExpiry: 'Vencimiento (MM/AA)',
  cardExpiryPlaceholder: 'MM/AA',
  cardCvv: 'CVV',
  cardHolderPlaceholder: 'NOMBRE DEL TITULAR',
  pay: 'Pagar',
  validating: 'Validando…',
  /** A dollar merchant's card payment (its prices are in colones): what the card is charged, about. */
  dollarCharge: (dollars: string, rate: string) => `Su tarjeta se cobra en dólares: unos ${dollars}, a ${rate} por dólar. El monto exacto aparece en el comprobante.`,
  cardProblems: {
    required: 'Todos los campos obligatorios deben ser llenados.',
    expiryLength: 'La fecha de expiración debe tener 4 dígitos (MMYY).',
    invalid: 'Por favor valide los datos de la tarjeta.',
  } as Record<CardProblem, string>,

  loading: 'Cargando…',
  transactionDetails: 'Detalles de la Transacción',
  invoiceDetails: 'Detalles de la Factura',
  status: 'Estado',
  amount: 'Monto',
  tipIncluded: 'Propina incluida',
  scheme: 'Marca',
  card: 'Tarjeta',
  authorization: 'Autorización',
  reference: 'Referencia',
  invoiceNumber: 'Factura N.º',
  thanks: 'Gracias por su compra',
  phone: 'Teléfono',
  email: 'Correo',
  notFoundPage: 'La página solicitada no existe.',
  /** Voucher status labels (docs/spec-reference.md §4), shown upper-cased. */
  statusLabels: { APPROVED: 'Aprobado', REFUND: 'Devolución', VOID: 'Anulación', DECLINED: 'Rechazada' } as Record<string, string>,
  languageSwitch: 'Idioma',

  // Extras and choices (menu/OptionChooser.tsx)
  optionsChooseOne: 'Obligatorio: elija una',
  optionsChooseBetween: (min: number, max: number) => `Obligatorio: elija de ${min} a ${max}`,
  optionsUpTo: (max: number) => (max === 1 ? 'Opcional: hasta una' : `Opcional: hasta ${max}`),
  optionsMissing: (groups: string) => `Falta elegir: ${groups}.`,
  addWithPrice: (price: string) => `Agregar · ${price}`,
  // the table's bill
  viewTab: 'Ver cuenta de la mesa',
  yourName: 'Su nombre (opcional)',
  yourNamePlaceholder: 'Mesa',
};

export type DinerTexts = typeof es;

export type Language = 'es' | 'en';
/** Spanish, in the first download; English loads when a phone asks for it (texts.en.ts), keeping the menu's script small. */
export const spanish = es;

/**
 * The texts of the language chosen (language.ts swaps them in place): components read `texts.x`
 * while rendering, and the app re-renders when the language changes, without a reload.
 */
export const texts: DinerTexts = { ...es };

/** A voucher status label, shown upper-cased; any other value blank. */
export const statusLabel = (status: unknown) => (texts.statusLabels[String(status)] ?? '').toUpperCase();
