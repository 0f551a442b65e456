/** A catalog item as the provider's API shapes them (docs/spec-reference.md §3): code and description. */
interface CatalogItem {
  code: number;
  description: string;
}

/**
 * Hacienda's tax-rate codes (CodigoTarifa of the electronic invoice) a product may carry, with the
 * IVA rate each stands for. GET /product/getTaxCode answers them; a product's type must match the
 * rate of its CABYS code.
 */
export const TAX_TYPES: (CatalogItem & { rate: number })[] = [
  { code: 1, description: 'Tarifa 0 %', rate: 0 },
  { code: 2, description: 'Tarifa reducida 1 %', rate: 1 },
  { code: 3, description: 'Tarifa reducida 2 %', rate: 2 },
  { code: 4, description: 'Tarifa reducida 4 %', rate: 4 },
  { code: 8, description: 'Tarifa general 13 %', rate: 13 },
];

export const taxTypeForRate = (rate: number) => TAX_TYPES.find((type) => type.rate === rate)?.code;

/** Units of measure of Hacienda's electronic invoice a menu product is sold in. */
export const PRODUCT_UNITS: CatalogItem[] = [
  { code: 1, description: 'Unidad (Unid)' },
  { code: 2, description: 'Kilogramo (kg)' },
  { code: 3, description: 'Litro (L)' },
  { code: 4, description: 'Otro tipo de servicio (Os)' },
  { code: 5, description: 'Gramo (g)' },
  { code: 6, description: 'Mililitro (mL)' },
];

export const DEFAULT_AVAILABLE = 1_000_000;
export const MAX_AVAILABLE = 1_000_000_000;
/** Largest image a product may carry, in bytes of the file itself. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/**
 * An uploaded image is stored by the API and served from its own path (`/product/image/…`), which
 * the apps reach under their API base; seeded pictures are files of the site (`/menu-images/…`).
 */
export const productImageUrl = (image: string | null | undefined, apiUrl: string) =>
  image && image.startsWith('/product/image/') ? `${apiUrl}${image}` : (image ?? null);
