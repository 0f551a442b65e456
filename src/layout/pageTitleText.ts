export const APP_NAME = 'Portal de Comercios';

/** The browser tab's title for a screen: its heading, then the portal's name ('Comercios · Portal de Comercios'). */
export const pageTitle = (heading?: string | null) => {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME;
};
