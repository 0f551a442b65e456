/** Rules of the restaurant floor shared by the forms and the mock API. */

/**
 * Printer locations (docs/spec-reference.md §9): 1 Cocina, 2 Cajas, and ours, 3 Barra: where drinks are
 * made. A product's 'Se prepara en' is one of these (src/domain/kitchenRules.ts).
 */
export const PRINTER_LOCATIONS = [
  { id: 1, name: 'Cocina' },
  { id: 2, name: 'Cajas' },
  { id: 3, name: 'Barra' },
] as const;

/** Section status (docs/spec-reference.md §3): ACT shown Activa, anything else Inactiva. */
export const SECTION_STATUSES = [
  { id: 'ACT', name: 'Activa' },
  { id: 'INA', name: 'Inactiva' },
] as const;

/** Costa Rican identification kinds a supplier's legal id is checked against. */
export const LEGAL_ID_TYPES = [
  { id: 1, name: 'Cédula física' },
  { id: 2, name: 'Cédula jurídica' },
  { id: 3, name: 'DIMEX' },
  { id: 4, name: 'NITE' },
] as const;

/** Digits each kind has (Hacienda's rules): física 9, jurídica 10, DIMEX 11 or 12, NITE 10. */
const LEGAL_ID_LENGTHS: Record<number, readonly number[]> = { 1: [9], 2: [10], 3: [11, 12], 4: [10] };

export const legalIdFits = (type: number, legalId: string) => (LEGAL_ID_LENGTHS[type] ?? []).includes(legalId.length);

/** A dotted IPv4 address: four numbers 0–255, no leading zeros (which some parsers read as octal). */
export const isIpv4 = (value: string) => {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
};

/** Table service (and its 10 % charge) exists only for restaurants, company type 1 (docs/spec-reference.md §6). */
export const RESTAURANT_COMPANY_TYPE = 1;
