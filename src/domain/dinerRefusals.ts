/**
 * The QR menu's refusals (sold out, out of hours, a choice missing) in both of the diner app's languages: the mock API answers
 * in the language the order asks for (`Accept-Language` or `?lang=en`), Spanish otherwise.
 */
export const dinerRefusals = {
  menuClosed: {
    es: (name: string) => `${name} no se sirve a esta hora. Actualice el menú y elija otro producto.`,
    en: (name: string) => `${name} is not served at this time. Refresh the menu and choose another item.`,
  },
  soldOut: {
    es: (name: string) => `${name} está agotado. Quítelo del pedido para continuar.`,
    en: (name: string) => `${name} is sold out. Remove it from your order to continue.`,
  },
} as const;
