import { en } from './tabTexts.en';

/**
 * The texts of the table's bill and its payment, in Spanish; English in tabTexts.en.ts, key for key (tests/unit/dinerTexts.test.ts). Apart from
 * texts.ts: only the pages after the menu show them, so they stay out of the menu's first download
 * (tests/e2e/publicAppBudget.test.ts).
 */
const es = {
  tabTitle: 'Cuenta de la mesa',
  tabEmpty: 'La mesa no tiene pedidos abiertos. Lo que pidan desde cualquier teléfono de la mesa aparecerá aquí.',
  roundBy: (name: string, orderNumber: number) => `${name} · Pedido N.º ${orderNumber}`,
  callWaiter: 'Llamar al mesero',
  askBill: 'Pedir la cuenta',
  waiterCalled: 'Ya llamamos al mesero; vendrá en un momento.',
  billAsked: 'Ya pedimos la cuenta; el mesero la traerá en un momento.',
  callPending: 'Llamado en espera',
  paid: 'Pagado',
  pendingConfirmation: 'Por confirmar',
  remaining: 'Por pagar',
  tipLine: 'Propinas',
  tabPaidInFull: 'La cuenta está pagada. ¡Gracias!',
  payments: 'Pagos',
  paymentLine: (name: string, method: string) => `${name} · ${method}`,
  methodLabels: { card: 'Tarjeta', sinpe: 'SINPE Móvil', cash: 'Efectivo' } as Record<string, string>,
  paymentStatusLabels: { pending: 'Pago en revisión', confirmed: 'Confirmado', rejected: 'Rechazado' } as Record<string, string>,
  rejectedBecause: (reason: string) => `Rechazado: ${reason}`,
  paymentDocument: 'Comprobante electrónico',
  /** What a round or a payment is named by when the diner gave no name (src/domain/tableName.ts). */
  tableName: 'Mesa',
  refundLine: (amount: string, reason: string) => `Devuelto ${amount}: ${reason}`,
  refundDocument: 'Nota de crédito',
  payTab: 'Pagar',
  payTabTitle: 'Pagar la cuenta',
  whatToPay: '¿Qué desea pagar?',
  payAll: 'Todo',
  paySplit: 'Partes iguales',
  payItems: 'Productos',
  payAmount: 'Otro monto',
  splitIn: 'Dividir entre',
  people: (count: number) => `${count} ${count === 1 ? 'persona' : 'personas'}`,
  amountLabel: 'Monto (₡)',
  tip: 'Propina voluntaria',
  tipNone: 'Sin propina',
  tipOther: 'Otra',
  tipNote: 'La propina es aparte del 10\u00a0% de servicio y es para el personal.',
  howToPay: 'Forma de pago',
  sinpeTitle: 'SINPE Móvil',
  sinpeSteps: 'Envíe el monto exacto a este número desde la aplicación de su banco y escriba abajo el número de referencia que le da el banco.',
  sinpeNumber: 'Número SINPE Móvil',
  copy: 'Copiar',
  copied: 'Copiado',
  sinpeReference: 'Número de referencia',
  sinpeReferenceHint: 'De 8 a 30 dígitos',
  sinpeReferenceInvalid: 'El número de referencia debe tener de 8 a 30 dígitos.',
  sendSinpe: 'Enviar referencia',
  sinpeSent: 'Pago en revisión. Recibimos su referencia: el personal confirmará el pago en su banco; esta página se actualizará sola.',
  paymentInReview: 'Pago en revisión: el personal confirmará la transferencia en su banco. La cuenta no está pagada hasta entonces.',
  tipOverPart: 'La propina no puede ser mayor que el monto que paga.',
  partTotal: 'Pago',
  chargeTotal: 'Total a cobrar',
  choosePart: 'Elija qué desea pagar.',
  amountInvalid: 'Digite un monto mayor que cero, que no supere lo que queda por pagar.',
  backToTab: 'Volver a la cuenta',
};

export type TabTexts = typeof es;
export const spanishTabTexts = es;

/** The texts in the language the diner reads now (language.ts sets the page's lang). */
export const tabTexts = () => (document.documentElement.lang === 'en' ? en : es);
