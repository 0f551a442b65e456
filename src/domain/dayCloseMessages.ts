/** dd/mm/yyyy from YYYY-MM-DD, as the close's texts name a day. */
const shownDay = (date: string) => date.split('-').reverse().join('/');

/** The day's close ('Cierre de caja'): what the mock API answers, which the screen shows as is. */
export const dayCloseMessages = {
  badDate: 'Indique una fecha válida (AAAA-MM-DD).',
  futureDay: 'No se puede consultar ni cerrar un día que aún no ha comenzado.',
  dayClosed: (date: string) => `La caja del ${shownDay(date)} ya está cerrada: sus pagos no se pueden cambiar. Registre la corrección como un movimiento nuevo, con la fecha de hoy.`,
  alreadyClosed: (date: string) => `La caja del ${shownDay(date)} ya estaba cerrada.`,
  pendingSinpe: (count: number) =>
    `Hay ${count === 1 ? '1 pago SINPE Móvil' : `${count} pagos SINPE Móvil`} de ese día por confirmar: confírmelos o rechácelos antes de cerrar la caja.`,
  closedNow: (date: string) => `Caja del ${shownDay(date)} cerrada correctamente.`,
  noWaiter: 'Sin mesero asignado',
  badCount: 'Digite el efectivo contado en la caja, en colones enteros.',
  reasonRequired: 'Hay cuentas abiertas o el efectivo contado no coincide con el esperado: indique el motivo para cerrar la caja.',
};

/** How a payment method is named on every screen that reports payments (the close, the owner's home). */
export const PAYMENT_METHOD_LABELS = { card: 'Tarjeta', sinpe: 'SINPE Móvil', cash: 'Efectivo' } as const;
