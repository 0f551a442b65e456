/**
 * UnidadMedida as Hacienda's v4.4 schemas spell it (mock-api/receipts/README.md): the six a
 * restaurant's products use, from the product units of src/domain/productCatalogs.ts. `Os` (otro tipo
 * de servicio) is the unit of a service; the others are goods' units. Whether a line is a service
 * is its CABYS code's (cabysSections.ts), and its unit follows (documentUnit).
 */
export const HACIENDA_UNITS = ['Unid', 'Kg', 'G', 'L', 'mL', 'Os'] as const;
export type HaciendaUnit = (typeof HACIENDA_UNITS)[number];

/** Product unit code (PRODUCT_UNITS) → Hacienda's spelling. */
const BY_PRODUCT_UNIT: Record<number, HaciendaUnit> = { 1: 'Unid', 2: 'Kg', 3: 'L', 4: 'Os', 5: 'G', 6: 'mL' };

/** Hacienda's unit for a product unit code, or undefined for a code the catalogue does not have. */
export const haciendaUnitOf = (productUnit: unknown): HaciendaUnit | undefined =>
  typeof productUnit === 'number' ? BY_PRODUCT_UNIT[productUnit] : undefined;

const SERVICE_UNITS: ReadonlySet<string> = new Set<HaciendaUnit>(['Os']);

export const isServiceUnit = (unit: HaciendaUnit) => SERVICE_UNITS.has(unit);

/**
 * The unit a line is written with: a service (a meal served, a class) in a service unit, `Os` unless
 * its product already is; a good in its own unit, `Unid` for a good whose product says `Os`. So the
 * unit never contradicts what the summary counts the line as (Hacienda's checks read both).
 */
export const documentUnit = (unit: HaciendaUnit, service: boolean): HaciendaUnit => {
  if (service) return isServiceUnit(unit) ? unit : 'Os';
  return isServiceUnit(unit) ? 'Unid' : unit;
};
