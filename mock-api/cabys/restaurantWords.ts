import { RESTAURANT_DISH } from '../../src/domain/restaurantCabys';

/**
 * A restaurant's everyday words, which the CABYS catalogue does not use ('casado', 'gallo pinto',
 * 'postre', 'refresco natural'…), and the catalogue's codes they stand for, most fitting first.
 * The picker lists these codes before what the words find in the descriptions
 * (mock-api/cabys/cabysQueries.ts). Keys are written folded (no accents, lower case); every code
 * is a real one of mock-api/cabys/cabys.tsv (tests/unit/cabysSearch.test.ts).
 *
 * The plated dish (6331000000000, 13 %) comes first for anything cooked and served at the table:
 * that is what Hacienda expects of a restaurant, whatever the ingredients' own rate (raw chicken
 * is 1 %). A take-away or shop code follows where one fits.
 */
const DISH = RESTAURANT_DISH.code;
const COUNTER_WITH_SEATS = '6332000000000';
const CATERING = '6339100000000';
const PASTRY = '2343000000000';
const ICE_CREAM_MILK = '2227000000100';
const ICE_CREAM_WATER = '2227000000200';
const TAMALES = '2399999001700';
const HOT_COFFEE = '6340001000100';
const HOT_TEA = '6340001000200';
const HOT_CHOCOLATE = '6340001000300';
const HOT_AGUA_DULCE = '6340001000400';
const HOT_OTHER = '6340001009900';
const NATIONAL_BEER = '6340002010100';
const IMPORTED_BEER = '6340002010200';
const LIQUOR = '6340002010300';
const COCKTAIL = '6340002010400';
const ALCOHOL_OTHER = '6340002019900';
const BOTTLED_WATER = '6340002020100';
const NATURAL_IN_WATER = '6340002020200';
const NATURAL_IN_MILK = '6340002020300';
const COLD_COFFEE = '6340002020400';
const COLD_OTHER = '6340002029900';
const ROASTED_COFFEE = '2391100020100';
const PICKLES = '2134000001000';
const HOT_SAUCE = '2399501000500';
const CHICKEN_TAKEAWAY = '2118603000000';
const BEEF_TAKEAWAY = '2118601000000';
const PORK_TAKEAWAY = '2118602000000';
const FISH_TAKEAWAY = '2124100000000';
const VEGETABLE_TAKEAWAY = '2139100000000';

export const RESTAURANT_WORDS: Readonly<Record<string, readonly string[]>> = {
  // dishes
  casado: [DISH, COUNTER_WITH_SEATS],
  'gallo pinto': [DISH, COUNTER_WITH_SEATS],
  pinto: [DISH],
  chifrijo: [DISH],
  'olla de carne': [DISH],
  'sopa negra': [DISH],
  sopa: [DISH],
  'arroz con pollo': [DISH, CHICKEN_TAKEAWAY],
  'arroz con camarones': [DISH, FISH_TAKEAWAY],
  ceviche: [DISH, FISH_TAKEAWAY],
  patacones: [DISH, VEGETABLE_TAKEAWAY],
  empanada: [DISH],
  tamal: [DISH, TAMALES],
  vigoron: [DISH],
  chicharrones: [DISH, PORK_TAKEAWAY],
  boca: [DISH],
  bocas: [DISH],
  plato: [DISH, COUNTER_WITH_SEATS],
  'plato fuerte': [DISH],
  entrada: [DISH],
  desayuno: [DISH, COUNTER_WITH_SEATS],
  almuerzo: [DISH, COUNTER_WITH_SEATS],
  cena: [DISH],
  comida: [DISH, COUNTER_WITH_SEATS, CATERING],
  hamburguesa: [DISH],
  pizza: [DISH],
  emparedado: [DISH],
  sandwich: [DISH],
  ensalada: [DISH, VEGETABLE_TAKEAWAY],
  pollo: [DISH, CHICKEN_TAKEAWAY],
  carne: [DISH, BEEF_TAKEAWAY],
  bistec: [DISH, BEEF_TAKEAWAY],
  cerdo: [DISH, PORK_TAKEAWAY],
  chuleta: [DISH, PORK_TAKEAWAY],
  pescado: [DISH, FISH_TAKEAWAY],
  corvina: [DISH, FISH_TAKEAWAY],
  mariscos: [DISH, FISH_TAKEAWAY],
  camarones: [DISH, FISH_TAKEAWAY],
  catering: [CATERING],
  // desserts
  postre: [DISH, PASTRY, ICE_CREAM_MILK],
  postres: [DISH, PASTRY, ICE_CREAM_MILK],
  'tres leches': [DISH, PASTRY],
  queque: [DISH, PASTRY],
  pastel: [DISH, PASTRY],
  flan: [DISH, PASTRY],
  'arroz con leche': [DISH],
  helado: [DISH, ICE_CREAM_MILK, ICE_CREAM_WATER],
  // cold drinks
  refresco: [NATURAL_IN_WATER, COLD_OTHER, NATURAL_IN_MILK],
  'refresco natural': [NATURAL_IN_WATER, NATURAL_IN_MILK],
  'refresco gaseoso': [COLD_OTHER],
  fresco: [NATURAL_IN_WATER, NATURAL_IN_MILK],
  'fresco natural': [NATURAL_IN_WATER, NATURAL_IN_MILK],
  'fresco en leche': [NATURAL_IN_MILK],
  natural: [NATURAL_IN_WATER, NATURAL_IN_MILK],
  batido: [NATURAL_IN_MILK, NATURAL_IN_WATER],
  jugo: [NATURAL_IN_WATER],
  limonada: [NATURAL_IN_WATER],
  horchata: [NATURAL_IN_WATER, NATURAL_IN_MILK],
  'agua de pipa': [NATURAL_IN_WATER],
  gaseosa: [COLD_OTHER],
  soda: [COLD_OTHER],
  agua: [BOTTLED_WATER, NATURAL_IN_WATER],
  'agua embotellada': [BOTTLED_WATER],
  'cafe frio': [COLD_COFFEE],
  frappe: [COLD_COFFEE],
  // hot drinks
  cafe: [HOT_COFFEE, COLD_COFFEE, ROASTED_COFFEE],
  'cafe chorreado': [HOT_COFFEE],
  'cafe con leche': [HOT_COFFEE],
  capuchino: [HOT_COFFEE],
  espresso: [HOT_COFFEE],
  expreso: [HOT_COFFEE],
  te: [HOT_TEA],
  chocolate: [HOT_CHOCOLATE],
  'agua dulce': [HOT_AGUA_DULCE],
  'bebida caliente': [HOT_OTHER],
  // alcohol
  cerveza: [NATIONAL_BEER, IMPORTED_BEER],
  birra: [NATIONAL_BEER, IMPORTED_BEER],
  'cerveza importada': [IMPORTED_BEER],
  michelada: [ALCOHOL_OTHER, NATIONAL_BEER],
  trago: [LIQUOR, COCKTAIL],
  guaro: [LIQUOR, COCKTAIL],
  licor: [LIQUOR],
  coctel: [COCKTAIL],
  vino: [ALCOHOL_OTHER, LIQUOR],
  // what a restaurant's shop sells beside its dishes
  'cafe molido': [ROASTED_COFFEE],
  'cafe en grano': [ROASTED_COFFEE],
  chilero: [PICKLES, HOT_SAUCE],
  'salsa picante': [HOT_SAUCE],
};
