/**
 * The CABYS codes a restaurant uses every day, pinned in the product form's picker
 * (docs/departures.md, 'The CABYS picker for restaurants'). Each is a real code of
 * mock-api/cabys/cabys.tsv with its published rate; tests/unit/cabysSearch.test.ts proves it.
 */

/** A dish prepared and served at the table: 'Suministro de comida, servicio de restaurante con mesero'. */
export const RESTAURANT_DISH = { code: '6331000000000', tax: 13 } as const;

/** Drinks served in the restaurant (63400…: 'vendidas en restaurantes, bares y establecimientos similares'). */
export const RESTAURANT_DRINK_CODES = [
  '6340002020200', // Bebidas naturales preparadas en agua (frescos, limonada)
  '6340002020300', // Bebidas naturales preparadas en leche (batidos)
  '6340001000100', // Café caliente
  '6340002029900', // Bebidas frías, sin alcohol, n.c.p. (gaseosas)
  '6340002010100', // Cerveza nacional
  '6340002010400', // Cóctel
] as const;

/** How many of the merchant's last codes the picker offers. */
export const RECENT_CABYS_CODES = 5;

/** A chosen rate that is not a served dish's: the form says so before saving. */
export const differsFromDishRate = (rate: number | null | undefined) => typeof rate === 'number' && rate !== RESTAURANT_DISH.tax;
