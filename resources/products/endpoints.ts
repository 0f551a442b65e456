import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** Size of a page of the CABYS search (docs/spec-reference.md §7: `/{text}/{page}/15`). */
export const CABYS_PAGE_SIZE = 15;

/**
 * docs/spec-reference.md §7 Menu and products. GET /menu/getMenu answers the merchant's menus and products flat
 * (the list nests them); writes wrap the record as `{product}`, like `{bank}`. `tax` and
 * `cabysDetails` are never sent: the server sets them from the CABYS code.
 */
export const productEndpoints: ResourceEndpoints = {
  name: 'products',
  list: { path: () => '/menu/getMenu', envelope: 'products' },
  searchFields: ['name', 'shortDescription', 'cabysCode'],
  create: { path: () => '/product/', wrap: 'product' },
  update: { path: (id) => `/product/${id}`, wrap: 'product' },
  delete: { path: (id) => `/product/${id}` },
  toPayload: ({ menuId, name, shortDescription, description, price, available, unlimited, taxCodeId, unit, cabysCode, image, preparedAt, carriesService, nameEn, shortDescriptionEn, descriptionEn, allergens, diets, optionGroups }) => ({
    menuId: Number(menuId),
    name,
    shortDescription,
    description: description ?? '',
    price,
    // 'Sin límite' is no quantity at all (the form's switch, AvailableInput.tsx)
    available: unlimited ? null : (available ?? null),
    taxCodeId: Number(taxCodeId),
    unit: Number(unit),
    cabysCode,
    image: image ?? null,
    // 'Se prepara en': a printer location, or null for what is handed over as it is
    preparedAt: preparedAt ?? null,
    // 'Lleva servicio (10 %)'; left out when the form has none, so the server keeps the stored one or takes the code's default
    ...(typeof carriesService === 'boolean' ? { carriesService } : {}),
    // English texts, allergens and diets ('Agotado' has its own call, soldOut below)
    nameEn: nameEn ?? '',
    shortDescriptionEn: shortDescriptionEn ?? '',
    descriptionEn: descriptionEn ?? '',
    allergens: allergens ?? [],
    diets: diets ?? [],
    // 'Término', 'Extras'; the schema checks them (src/schemas/optionGroupSchema.ts)
    optionGroups: optionGroups ?? [],
  }),
  actions: {
    taxCodes: { path: () => '/product/getTaxCode', method: 'GET', envelope: 'codes' },
    soldOut: { path: ({ id }) => `/product/soldOut/${id}`, method: 'PUT', body: ({ soldOut }) => ({ soldOut }) },
    cabysSearch: {
      path: ({ text, page }) => `/product/getCabysByCodeOrName/${encodeURIComponent(String(text))}/${page}/${CABYS_PAGE_SIZE}`,
      method: 'GET',
    },
    cabysSuggestions: { path: () => '/product/cabysSuggestions', method: 'GET' },
    cabysTop: { path: () => '/product/getPrincipalCabys/', method: 'GET', envelope: 'cabys' },
    cabysCategories: { path: ({ level, category }) => `/product/getCabysByCategory/${level}/${category}`, method: 'GET', envelope: 'cabys' },
    cabysItems: { path: ({ category }) => `/product/getCabysByCategory8/${category}`, method: 'GET', envelope: 'cabys' },
  },
};
