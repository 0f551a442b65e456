/**
 * The texts of a request that failed on its way, which the diner's app shows too: kept apart from
 * the specification's fixed texts (messages.ts, which spreads them in) so that the menu's first
 * download carries these two and not the admin's sign-in and bank texts.
 */
export const requestMessages = {
  communication: 'Ocurrió un error de comunicación, intente de nuevo.',
  processing: 'Ocurrió un error procesando la solicitud',
} as const;
