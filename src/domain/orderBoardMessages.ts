/** Texts of the order board's endpoints: the mock API sends them, the screens show them as they come. */
export const orderBoardMessages = {
  orderNotFound: 'El pedido no existe.',
  badStatus: 'El estado indicado no es válido.',
  staleStatus: 'El pedido ya cambió de estado; la lista se actualizó.',
  notNextStatus: 'El pedido solo puede avanzar al estado siguiente.',
  finished: 'El pedido ya fue entregado o cancelado y no puede cambiar.',
  reasonRequired: 'Indique el motivo de la cancelación.',
  waiterNotFound: 'El mesero no existe.',
  tableWaiterAssigned: (table: string, waiter: string) => `${table} queda a cargo de ${waiter}.`,
  tableWaiterCleared: (table: string) => `${table} queda sin mesero.`,
  sectionWaiterAssigned: (count: number, waiter: string) => `${count === 1 ? '1 mesa queda' : `${count} mesas quedan`} a cargo de ${waiter}.`,
  sectionWaiterCleared: (count: number) => `${count === 1 ? '1 mesa queda' : `${count} mesas quedan`} sin mesero.`,
  sectionNotFound: 'La sección no existe.',
  tooManyStreams: 'Hay demasiadas pantallas de pedidos abiertas con esta sesión. Cierre alguna e intente de nuevo.',
  dinerCannotCancel: 'La cocina ya comenzó a preparar su pedido; ya no puede cancelarse.',
  staffOrderPlaced: (number: number, table: string) => `Pedido N.º ${number} enviado para la mesa ${table}.`,
} as const;
