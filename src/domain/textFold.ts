/** A text as searches compare it: without accents, lower case, single spaces ('Café ' → 'cafe'). */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
