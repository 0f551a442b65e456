import { describe, expect, it } from 'vitest';
import { loadCabys } from '../../mock-api/cabys/catalogue';
import { cabysCategories, cabysItemsOf, searchCabys } from '../../mock-api/cabys/cabysQueries';
import { seedMenus } from '../../mock-api/seed/menus';
import { seedMerchants } from '../../mock-api/seed/merchants';
import { rng } from '../../mock-api/seed/random';
import { TAX_TYPES } from '../../src/domain/productCatalogs';
import { foldForSearch } from '../../src/domain/textFold';

const catalogue = loadCabys();

describe('the CABYS catalogue shipped with the mock API', () => {
  it('holds the 20,311 published items, 13-digit codes, rates among 0, 1, 2, 4, 13', () => {
    expect(catalogue.items).toHaveLength(20311);
    for (const item of catalogue.items) {
      expect(item.code).toMatch(/^\d{13}$/);
      expect([0, 1, 2, 4, 13]).toContain(item.tax);
    }
  });

  it('folds accents and case for search', () => {
    expect(foldForSearch('  Café  CALIENTE ')).toBe('cafe caliente');
    expect(searchCabys(catalogue, 'CAFÉ', 1, 15).totalPages).toBe(searchCabys(catalogue, 'cafe', 1, 15).totalPages);
  });

  it('finds by code prefix and by every word of the description', () => {
    const byCode = searchCabys(catalogue, '6331', 1, 50);
    expect(byCode.cabys.every((item) => item.CodigoBienServicio.startsWith('6331'))).toBe(true);
    expect(byCode.total).toBe(1);
    const byWords = searchCabys(catalogue, 'cerveza nacional', 1, 15);
    expect(byWords.cabys.map((item) => item.CodigoBienServicio)).toContain('6340002010100');
    expect(searchCabys(catalogue, 'zzzz', 1, 15)).toMatchObject({ cabys: [], totalPages: 0 });
  });

  it('never names a category below the top level, and counts its items', () => {
    const top = cabysCategories(catalogue, 1, '')!;
    expect(top.map((category) => category.categoria)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(top.reduce((sum, category) => sum + category.cantidad, 0)).toBe(20311);
    const second = cabysCategories(catalogue, 2, '6')!;
    expect(second.every((category) => category.descripcion === null && category.categoria.length === 2)).toBe(true);
    expect(cabysCategories(catalogue, 2, '63')).toBeUndefined();
    expect(cabysCategories(catalogue, 9, '63400010001')).toBeUndefined();
    expect(cabysItemsOf(catalogue, '63310000000')).toEqual([{ CodigoBienServicio: '6331000000000', DescripcionBienServicio: 'Suministro de comida, servicio de restaurante con mesero', Impuesto: 13 }]);
  });
});

describe('the seeded menus', () => {
  it('use only real CABYS codes, with their published description, rate and matching tax type', () => {
    // the seed's own menu step (the whole seed also builds 100,000 transactions)
    const seed = seedMenus(rng('menus'), seedMerchants(rng('merchants')));
    expect(seed.products.length).toBeGreaterThan(80);
    for (const product of seed.products) {
      const item = catalogue.byCode.get(product.cabysCode);
      expect(item, `${product.name}: ${product.cabysCode}`).toBeDefined();
      expect(product.cabysDetails).toBe(item!.description);
      expect(product.tax).toBe(item!.tax);
      expect(TAX_TYPES.find((type) => type.code === product.taxCodeId)?.rate).toBe(item!.tax);
    }
  });
});
