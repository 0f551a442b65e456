import type { DbState } from '../storage/records';

/**
 * The lookups of provider administration (docs/spec-reference.md §3 "Catalog items" and the merchant lookups).
 * Fixed lists, the same on every seed; banks and countries come from their own collections.
 */
export interface CatalogItem {
  code: number;
  description: string;
}
export interface MerchantType {
  id: number;
  description: string;
}
export interface Executive {
  id: number;
  name: string;
}
/** `format` is a mask where each # is a digit (src/domain/merchantRules documentNumberMatches). */
export interface IdType {
  id: number;
  description: string;
  format: string;
}

export interface ProviderCatalogs {
  merchantTypes: MerchantType[];
  executives: Executive[];
  idTypes: IdType[];
  paymentTypes: CatalogItem[];
  brands: CatalogItem[];
  channels: CatalogItem[];
  currencies: CatalogItem[];
  accountTypes: CatalogItem[];
}

export const seedProviderCatalogs = (): ProviderCatalogs => ({
  // company type 1 is the restaurant (table service, docs/spec-reference.md §6)
  merchantTypes: [
    { id: 1, description: 'Restaurante' },
    { id: 2, description: 'Comercio minorista' },
    { id: 3, description: 'Servicios profesionales' },
    { id: 4, description: 'Hotelería y turismo' },
    { id: 5, description: 'Comercio electrónico' },
  ],
  executives: [
    { id: 1, name: 'Mariana Quesada Rojas' },
    { id: 2, name: 'Esteban Villalobos Mora' },
    { id: 3, name: 'Karla Jiménez Araya' },
    { id: 4, name: 'Fabián Chaves Solís' },
    { id: 5, name: 'Natalia Herrera Castro' },
  ],
  // Costa Rican identifications (Ministerio de Hacienda)
  idTypes: [
    { id: 1, description: 'Cédula física', format: '#-####-####' },
    { id: 2, description: 'Cédula jurídica', format: '#-###-######' },
    { id: 3, description: 'DIMEX', format: '############' },
    { id: 4, description: 'NITE', format: '##########' },
  ],
  paymentTypes: [
    { code: 1, description: 'Crédito' },
    { code: 2, description: 'Débito' },
    { code: 3, description: 'Tasa Cero (cuotas)' },
    { code: 4, description: 'Prepago' },
  ],
  brands: [
    { code: 1, description: 'VISA' },
    { code: 2, description: 'MasterCard' },
    { code: 3, description: 'American Express' },
  ],
  channels: [
    { code: 1, description: 'Punto de venta (POS)' },
    { code: 2, description: 'Comercio electrónico' },
    { code: 3, description: 'Enlace de pago' },
    { code: 4, description: 'Código QR' },
  ],
  currencies: [
    { code: 188, description: 'Colones (CRC)' },
    { code: 840, description: 'Dólares (USD)' },
  ],
  accountTypes: [
    { code: 1, description: 'Cuenta corriente' },
    { code: 2, description: 'Cuenta de ahorros' },
  ],
});

/** The catalogs as stored (a data file from before they existed gets them on first use). */
export const catalogsIn = (state: DbState): ProviderCatalogs => {
  const fresh = seedProviderCatalogs();
  for (const key of Object.keys(fresh) as (keyof ProviderCatalogs)[]) state[key] ??= fresh[key];
  return state as unknown as ProviderCatalogs;
};

/** Banks as catalog items: the code is the bank's id (tariff bankId, account bankCode). */
export const bankCatalog = (state: DbState): CatalogItem[] => state.banks.map((bank) => ({ code: bank.id, description: bank.name }));
