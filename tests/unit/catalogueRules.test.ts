import { describe, expect, it, vi } from 'vitest';
import { productAvailability } from '../../mock-api/restaurant/availability';
import { imageKind } from '../../mock-api/restaurant/productImages';
import type { OrderRecord, ProductRecord, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { menuEndpoints } from '../../resources/menus/endpoints';
import { productEndpoints } from '../../resources/products/endpoints';
import { cabysLabel } from '../../resources/products/cabysTypes';
import { menuAndDescendants, outlineMenus } from '../../src/domain/menuOutline';
import { productImageUrl } from '../../src/domain/productCatalogs';
import { createDataProvider } from '../../src/providers/dataProvider';
import { productSchema } from '../../src/schemas/productSchema';

const menus = [
  { id: 3, parentId: 1, name: 'Casados', order: 1 },
  { id: 1, parentId: null, name: 'Almuerzos', order: 2 },
  { id: 2, parentId: null, name: 'Desayunos', order: 1 },
  { id: 4, parentId: 3, name: 'Extras', order: 1 },
  { id: 5, parentId: 6, name: 'Bucle A', order: 1 },
  { id: 6, parentId: 5, name: 'Bucle B', order: 1 },
];

describe('menu outline', () => {
  it('orders menus as a tree with their depth and path, cutting parent loops', () => {
    const outline = outlineMenus(menus);
    expect(outline.slice(0, 4).map(({ menu, depth, path }) => [menu.id, depth, path])).toEqual([
      [2, 0, 'Desayunos'],
      [1, 0, 'Almuerzos'],
      [3, 1, 'Almuerzos › Casados'],
      [4, 2, 'Almuerzos › Casados › Extras'],
    ]);
    // a loop has no way in from the top: its menus are not shown twice, nor forever
    expect(outline.filter(({ menu }) => menu.id === 5).length).toBeLessThanOrEqual(1);
  });

  it('names a menu and everything below it, which cannot become its parent', () => {
    expect([...menuAndDescendants(menus, 1)].sort()).toEqual([1, 3, 4]);
  });
});

const validProduct = { menuId: 1, name: 'Café', shortDescription: 'Taza', price: 1250.5, taxCodeId: 8, unit: 1, cabysCode: '6340001000100' };

describe('product schema', () => {
  it('accepts a product with the defaults filled and drops a client-sent tax', () => {
    const parsed = productSchema.parse({ ...validProduct, tax: 0 });
    // no quantity is 'Sin límite' (docs/departures.md, 'The owner's menu tools')
    expect(parsed).toMatchObject({ available: null, description: '', image: null });
    expect('tax' in parsed).toBe(false);
  });

  it('keeps a base price of 5 decimals, the one a typed final price gives', () => {
    expect(productSchema.parse({ ...validProduct, price: 2439.02439 }).price).toBe(2439.02439);
  });

  it.each([
    [{ price: 0 }, 'El precio debe ser mayor a 0, con cinco decimales como máximo.'],
    [{ price: 1.234567 }, 'El precio debe ser mayor a 0, con cinco decimales como máximo.'],
    [{ cabysCode: '' }, 'El código hacienda es requerido.'],
    [{ cabysCode: '123' }, 'El código hacienda es requerido.'],
    [{ available: 1.5 }, 'La cantidad disponible debe ser un número entero entre 0 y 1000000000.'],
    [{ image: 'data:image/gif;base64,R0lG' }, 'La imagen debe ser un archivo PNG o JPG.'],
    [{ image: 'https://otro.sitio/imagen.png' }, 'La imagen debe ser un archivo PNG o JPG.'],
    [{ unit: 99 }, 'La opción elegida no es válida.'],
  ])('refuses %o with its Spanish message', (change, message) => {
    const result = productSchema.safeParse({ ...validProduct, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe('product pictures', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(imageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageKind(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageKind(Buffer.from('<svg/>'))).toBeUndefined();
  });

  it('reaches uploads under the API base and seeded pictures on the site', () => {
    expect(productImageUrl('/product/image/ab.png', '/api')).toBe('/api/product/image/ab.png');
    expect(productImageUrl('/menu-images/cup.svg', '/api')).toBe('/menu-images/cup.svg');
    expect(productImageUrl(null, '/api')).toBeNull();
  });

  it('shows a Hacienda code as code - description (tax %)', () => {
    expect(cabysLabel({ cabysCode: '6331000000000', cabysDetails: 'Suministro de comida', tax: 13 })).toBe('6331000000000 - Suministro de comida (13 %)');
  });
});

describe('available quantity reservation', () => {
  const product = (available: number) => ({ id: 7, name: 'Tres leches', available }) as ProductRecord;
  const order = (quantity: number) => ({ products: [{ id: 7, name: 'Tres leches', quantity, price: 1, tax: 13, message: '' }] }) as OrderRecord;

  it('refuses more than is left, naming the product, and takes and gives back', () => {
    const state = { products: [product(2)] } as StateWithRestaurant;
    expect(() => productAvailability.check(state, order(3))).toThrow('No hay suficiente disponible de Tres leches: quedan 2.');
    productAvailability.check(state, order(2));
    productAvailability.apply(state, order(2), 'take', 0);
    expect(state.products[0].available).toBe(0);
    expect(productAvailability.soldOut?.(state, state.products[0])).toBe(true);
    expect(() => productAvailability.check(state, order(1))).toThrow('Tres leches está agotado.');
    productAvailability.apply(state, order(2), 'giveBack', 0);
    expect(state.products[0].available).toBe(2);
  });
});

describe('menu and product endpoints', () => {
  it('send {product} without tax or description, and {menu} with a null parent for a top-level menu', async () => {
    const http = vi.fn().mockResolvedValue({});
    const provider = createDataProvider(http, [productEndpoints, menuEndpoints]);
    await provider.create('products', { data: { ...validProduct, menuId: '1', tax: 0, cabysDetails: 'x', image: undefined } });
    expect(http).toHaveBeenLastCalledWith('/product/', {
      method: 'POST',
      body: { product: { ...validProduct, description: '', available: null, image: null, preparedAt: null, nameEn: '', shortDescriptionEn: '', descriptionEn: '', allergens: [], diets: [], optionGroups: [] } },
    });
    await provider.update('menus', { id: 4, data: { name: 'Extras', parentId: '' }, previousData: { id: 4 } });
    expect(http).toHaveBeenLastCalledWith('/menu/4', { method: 'PUT', body: { menu: { name: 'Extras', lastname: '', parentId: null, nameEn: '', availability: [] } } });
    await provider.action('products', 'cabysSearch', { text: 'café con leche', page: 2 });
    expect(http).toHaveBeenLastCalledWith('/product/getCabysByCodeOrName/caf%C3%A9%20con%20leche/2/15', { method: 'GET', body: undefined });
  });
});
