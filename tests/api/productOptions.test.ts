import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import type { ProductRecord, StateWithInventory, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * Extras and choices: the server prices a line with its options from the stored product
 * (a client's price is never read), refuses a missing required choice, too many choices and
 * unknown ones, taxes options at the product's rate, and the choices reach the board, the
 * kitchen, the receipt, the voucher's invoice and the electronic receipt's line detail.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant });

const state = () => api.store.state() as StateWithRestaurant;
const table = () => state().tables.find((candidate) => candidate.merchant_id === 2) as TableRecord;
const product = (name: string) => state().products.find((candidate) => candidate.merchant_id === 2 && candidate.name === name) as ProductRecord;
const place = (products: unknown[]) => api.call('POST', '/order/external', { body: { order: { detail: '', products, takeout: false }, token: table().token } });

describe('option groups on the QR menu', () => {
  it('answers a product’s groups with their options and prices', async () => {
    const menu = (await api.call('GET', `/menu/getMenuQR/${table().token}`)).body;
    const all = JSON.stringify(menu);
    expect(all).toContain('"Término"');
    const steak = product('Lomito a la parrilla');
    const found = menu.menuqr[1].submenu.flatMap((node: { products: { id: number }[] }) => node.products).find((item: { id: number }) => item.id === steak.id);
    expect(found.optionGroups).toEqual([
      { name: 'Término', nameEn: 'Doneness', min: 1, max: 1, options: expect.arrayContaining([{ name: 'Medio', nameEn: 'Medium rare', price: 0, soldOut: false }]) },
      {
        name: 'Extras',
        nameEn: 'Extras',
        min: 0,
        max: 2,
        options: [
          { name: 'Queso', nameEn: 'Cheese', price: 500, soldOut: false },
          { name: 'Aguacate', nameEn: 'Avocado', price: 700, soldOut: false },
        ],
      },
    ]);
  });
});

describe('POST /order/external with options', () => {
  it('prices the line with its options from the stored product, ignoring a price the client sends', async () => {
    const steak = product('Lomito a la parrilla');
    const result = await place([
      { id: steak.id, quantity: 2, price: 1, options: [{ group: 'Término', option: 'Medio' }, { group: 'Extras', option: 'Queso', price: 0 }] },
    ]);
    expect(result.status).toBe(200);
    const [line] = result.body.order.products;
    expect(line).toMatchObject({ id: steak.id, quantity: 2, price: 8500 + 500, tax: 13 });
    expect(line.options).toEqual([
      { group: 'Término', option: 'Medio', price: 0 },
      { group: 'Extras', option: 'Queso', price: 500 },
    ]);
    // options taxed at the product's CABYS rate (13 %) and the 10 % service on them
    expect(result.body.order).toMatchObject({ subtotal: 18_000, tax: 2_340, otherCharges: 1_800, total: 22_140 });
  });

  it('takes the same product twice with different choices, not twice alike', async () => {
    const steak = product('Lomito a la parrilla');
    const medio = { id: steak.id, quantity: 1, options: [{ group: 'Término', option: 'Medio' }] };
    const done = { id: steak.id, quantity: 1, options: [{ group: 'Término', option: 'Bien cocido' }] };
    expect((await place([medio, done])).status).toBe(200);
    const twice = await place([medio, medio]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Un producto aparece más de una vez en el pedido.');
  });

  it('refuses a required group left out, naming the product and the group, and stores nothing', async () => {
    const before = state().orders.length;
    const steak = product('Lomito a la parrilla');
    const result = await place([{ id: steak.id, quantity: 1, options: [{ group: 'Extras', option: 'Queso' }] }]);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Elija una opción de «Término» para «Lomito a la parrilla».');
    expect((await place([{ id: steak.id, quantity: 1 }])).body.message).toBe('Elija una opción de «Término» para «Lomito a la parrilla».');
    expect(state().orders.length).toBe(before);
  });

  it('refuses more choices than a group allows', async () => {
    const steak = product('Lomito a la parrilla');
    const result = await place([{ id: steak.id, quantity: 1, options: [{ group: 'Término', option: 'Medio' }, { group: 'Término', option: 'Bien cocido' }] }]);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('En «Término» de «Lomito a la parrilla» se puede elegir solo una opción.');
  });

  it('refuses unknown or repeated choices and malformed ones', async () => {
    const steak = product('Lomito a la parrilla');
    const unknown = await place([{ id: steak.id, quantity: 1, options: [{ group: 'Término', option: 'Crudo' }] }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Una de las opciones elegidas no existe para «Lomito a la parrilla».');
    const otherProduct = await place([{ id: product('Casado con pollo').id, quantity: 1, options: [{ group: 'Término', option: 'Medio' }] }]);
    expect(otherProduct.body.message).toBe('Una de las opciones elegidas no existe para «Casado con pollo».');
    const repeated = await place([{ id: steak.id, quantity: 1, options: [{ group: 'Término', option: 'Medio' }, { group: 'Término', option: 'Medio' }] }]);
    expect(repeated.body.message).toBe('Una opción de «Lomito a la parrilla» se eligió más de una vez.');
    for (const options of ['Medio', [{ group: 1, option: 'Medio' }], { group: 'Término' }]) {
      const bad = await place([{ id: steak.id, quantity: 1, options }]);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Las opciones elegidas no tienen un formato válido.');
    }
  });
});

describe('the choices on the board, the kitchen, the receipt and the invoices', () => {
  it('show on the board’s order and the diner’s receipt, the voucher’s invoice and the electronic receipt’s Detalle', async () => {
    const casado = product('Casado a su gusto');
    const placed = await place([{ id: casado.id, quantity: 1, options: [{ group: 'Carne', option: 'Pescado' }] }]);
    expect(placed.status).toBe(200);
    expect(placed.body.order.products[0]).toMatchObject({ price: 5300, options: [{ group: 'Carne', option: 'Pescado', price: 500 }] });

    const board = await api.call('GET', '/orders/today', { token: tokens.merchant });
    const onBoard = board.body.orders.find((order: { id: number }) => order.id === placed.body.order.id);
    expect(onBoard.products[0]).toMatchObject({ name: 'Casado a su gusto', preparedAt: 1, options: [{ group: 'Carne', option: 'Pescado' }] });

    const paid = await api.call('POST', '/order/pay/external', {
      body: { orderId: placed.body.order.id, token: table().token, cancelKey: placed.body.cancelKey, card: CARD },
    });
    expect(paid.status).toBe(200);
    const voucher = await api.call('GET', `/invoice/${paid.body.voucherId}`);
    expect(voucher.body.invoice.details[0]).toMatchObject({ product: { name: 'Casado a su gusto' }, priceLocal: 5300, options: [{ group: 'Carne', option: 'Pescado' }] });
    const xml = (await api.call('GET', `/invoice/${paid.body.voucherId}/xml`)).text;
    const detail = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName('LineaDetalle')[0].getElementsByTagName('Detalle')[0].textContent;
    expect(detail).toBe('Casado a su gusto (Carne: Pescado)');
  });
});

describe('the product form’s option groups (one schema for the form and the API)', () => {
  const body = (optionGroups: unknown) => ({
    product: {
      menuId: product('Café con leche').menuId,
      name: `Café de prueba ${Math.random().toString(36).slice(2, 8)}`,
      shortDescription: 'Taza',
      price: 1000,
      taxCodeId: 8,
      unit: 1,
      cabysCode: product('Café con leche').cabysCode,
      optionGroups,
    },
  });
  it('stores valid groups and answers them', async () => {
    const groups = [{ name: 'Extras', nameEn: 'Extras', min: 0, max: 2, options: [{ name: 'Leche', nameEn: '', price: 0 }, { name: 'Canela', nameEn: 'Cinnamon', price: 150 }] }];
    const sent = body(groups);
    const result = await api.call('POST', '/product/', { token: tokens.merchant, body: sent });
    expect(result.status).toBe(200);
    expect(state().products.find((candidate) => candidate.name === sent.product.name)?.optionGroups).toEqual(
      groups.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, recipe: [] })) })),
    );
  });
  it('refuses min over max, max over the options, repeated names and negative prices', async () => {
    const option = (name: string, price = 0) => ({ name, nameEn: '', price });
    const cases: [unknown, string][] = [
      [[{ name: 'Término', min: 2, max: 1, options: [option('Medio'), option('Bien')] }], 'El mínimo no puede ser mayor que el máximo.'],
      [[{ name: 'Término', min: 1, max: 3, options: [option('Medio'), option('Bien')] }], 'El máximo no puede ser mayor que la cantidad de opciones del grupo.'],
      [[{ name: 'Extras', min: 0, max: 2, options: [option('Queso'), option(' queso ')] }], 'Ya hay una opción con este nombre en el grupo.'],
      [[{ name: 'Extras', min: 0, max: 1, options: [option('Queso')] }, { name: 'extras', min: 0, max: 1, options: [option('Pan')] }], 'Ya hay un grupo de opciones con este nombre.'],
      [[{ name: 'Extras', min: 0, max: 1, options: [option('Queso', -5)] }], 'El precio de la opción debe ser 0 o mayor, con hasta 5 decimales.'],
      [[{ name: 'Extras', min: 0, max: 1, options: [] }], 'Agregue al menos una opción al grupo.'],
      [[{ name: 'Extras', min: '0', max: 1, options: [option('Queso')] }], 'El valor del campo no es válido.'],
      [[{ name: 'Extras', min: 0.5, max: 1, options: [option('Queso')] }], 'El mínimo debe ser un número entero entre 0 y 20.'],
    ];
    for (const [groups, message] of cases) {
      const before = state().products.length;
      const result = await api.call('POST', '/product/', { token: tokens.merchant, body: body(groups) });
      expect(result.status, message).toBe(400);
      expect(JSON.stringify(result.body)).toContain(message);
      expect(state().products.length).toBe(before);
    }
  });
});

describe('options take stock through their own recipe', () => {
  const stockState = () => api.store.state() as StateWithInventory;
  const item = (id: number) => stockState().stocks.find((candidate) => candidate.id === id)!;
  const newItem = async (name: string, quantity: number) =>
    (await api.call('POST', '/stock/', { token: tokens.merchant, body: { stock: { name, unit: 2, newStock: quantity, supplierId: null, minimunStock: 0 } } })).body.stock.id as number;
  /** A dish like the steak, sold any time, whose 'Aguacate' extra uses half a kilogram of `stockId`. */
  const dishWithRecipe = async (stockId: number, quantity = 0.5) => {
    const steak = product('Lomito a la parrilla');
    const name = `Plato con aguacate ${Math.random().toString(36).slice(2, 8)}`;
    const groups = [{ name: 'Extras', nameEn: 'Extras', min: 0, max: 2, options: [{ name: 'Queso', nameEn: '', price: 500 }, { name: 'Aguacate', nameEn: 'Avocado', price: 700, recipe: [{ stockId, quantity }] }] }];
    const body = { product: { menuId: steak.menuId, name, shortDescription: 'Prueba', price: 5000, taxCodeId: steak.taxCodeId, unit: 1, cabysCode: steak.cabysCode, optionGroups: groups } };
    const created = await api.call('POST', '/product/', { token: tokens.merchant, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.product as { id: number; name: string; optionGroups: { options: { name: string; recipe: unknown }[] }[] };
  };
  const qrOption = async (productId: number, option: string) => {
    const menu = (await api.call('GET', `/menu/getMenuQR/${table().token}`)).body;
    const products = JSON.parse(JSON.stringify(menu.menuqr)).flatMap(function all(node: { products: unknown[]; submenu: unknown[] }): unknown[] {
      return [...node.products, ...node.submenu.flatMap((child) => all(child as typeof node))];
    }) as { id: number; optionGroups: { options: { name: string; soldOut: boolean }[] }[] }[];
    return products.find((candidate) => candidate.id === productId)!.optionGroups.flatMap((group) => group.options).find((candidate) => candidate.name === option)!;
  };

  it("stores an option's recipe and answers it to the merchant, never to the diner", async () => {
    const avocado = await newItem(`Aguacate Hass ${Math.random().toString(36).slice(2, 6)}`, 3);
    const dish = await dishWithRecipe(avocado);
    expect(dish.optionGroups[0].options.map((option) => option.recipe)).toEqual([[], [{ stockId: avocado, quantity: 0.5 }]]);
    const shown = await qrOption(dish.id, 'Aguacate');
    expect(shown).toEqual({ name: 'Aguacate', nameEn: 'Avocado', price: 700, soldOut: false });
  });

  it('takes the option’s recipe from stock with the order (times the quantity), and gives it back on cancel', async () => {
    const avocado = await newItem(`Aguacate ${Math.random().toString(36).slice(2, 6)}`, 3);
    const dish = await dishWithRecipe(avocado);
    // without the option nothing is taken
    expect((await place([{ id: dish.id, quantity: 1, options: [{ group: 'Extras', option: 'Queso' }] }])).status).toBe(200);
    expect(item(avocado).stock).toBe(3);
    const placed = await place([{ id: dish.id, quantity: 2, options: [{ group: 'Extras', option: 'Aguacate' }] }]);
    expect(placed.status).toBe(200);
    expect(item(avocado).stock).toBe(2);
    const movement = stockState().stockMovements.filter((candidate) => candidate.stockId === avocado).at(-1)!;
    expect(movement).toMatchObject({ quantity: 1, orderId: placed.body.order.id });
    const cancelled = await api.call('PUT', `/order/cancel/external/${placed.body.order.id}/${table().token}`, { body: { token: table().token, cancelKey: placed.body.cancelKey } });
    expect(cancelled.status).toBe(200);
    expect(item(avocado).stock).toBe(3);
  });

  it('refuses the option when the stock cannot serve it, naming it, takes nothing, and the QR menu shows it sold out', async () => {
    const avocado = await newItem(`Aguacate maduro ${Math.random().toString(36).slice(2, 6)}`, 1);
    const dish = await dishWithRecipe(avocado);
    const tooMany = await place([{ id: dish.id, quantity: 3, options: [{ group: 'Extras', option: 'Aguacate' }] }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`No hay inventario suficiente para preparar «${dish.name} (Aguacate)». Elimínelo del pedido o reduzca la cantidad.`);
    expect(item(avocado).stock).toBe(1);
    expect((await place([{ id: dish.id, quantity: 2, options: [{ group: 'Extras', option: 'Aguacate' }] }])).status).toBe(200);
    expect(item(avocado).stock).toBe(0);
    expect((await qrOption(dish.id, 'Aguacate')).soldOut).toBe(true);
    expect((await qrOption(dish.id, 'Queso')).soldOut).toBe(false);
    const refused = await place([{ id: dish.id, quantity: 1, options: [{ group: 'Extras', option: 'Aguacate' }] }]);
    expect(refused.status).toBe(409);
    // the dish without the option is still served
    expect((await place([{ id: dish.id, quantity: 1, options: [{ group: 'Extras', option: 'Queso' }] }])).status).toBe(200);
  });

  it('names the choice the stock cannot serve in the sold-out answer an open menu polls, and not once stock is back', async () => {
    const avocado = await newItem(`Aguacate criollo ${Math.random().toString(36).slice(2, 6)}`, 0.5);
    const dish = await dishWithRecipe(avocado);
    const soldOutNow = async () => (await api.call('GET', `/menu/soldOut/${table().token}`)).body as { soldOut: number[]; soldOutOptions: { productId: number; group: string; option: string }[] };
    expect((await soldOutNow()).soldOutOptions.filter((choice) => choice.productId === dish.id)).toEqual([]);
    expect((await place([{ id: dish.id, quantity: 1, options: [{ group: 'Extras', option: 'Aguacate' }] }])).status).toBe(200);
    const after = await soldOutNow();
    expect(after.soldOutOptions.filter((choice) => choice.productId === dish.id)).toEqual([{ productId: dish.id, group: 'Extras', option: 'Aguacate' }]);
    // the dish itself, and its other choice, can still be ordered
    expect(after.soldOut).not.toContain(dish.id);
    stockState().stocks.find((candidate) => candidate.id === avocado)!.stock = 2;
    expect((await soldOutNow()).soldOutOptions.filter((choice) => choice.productId === dish.id)).toEqual([]);
  });

  it("refuses a recipe with another merchant's stock item, an unknown one, a repeated one or a bad quantity", async () => {
    const steak = product('Lomito a la parrilla');
    const own = await newItem(`Aguacate propio ${Math.random().toString(36).slice(2, 6)}`, 1);
    const otherMerchants = stockState().stocks.find((candidate) => candidate.merchant_id !== 2)!.id;
    const withRecipe = (recipe: unknown) => ({
      product: {
        menuId: steak.menuId, name: `Receta mala ${Math.random().toString(36).slice(2, 8)}`, shortDescription: 'Prueba', price: 5000, taxCodeId: steak.taxCodeId, unit: 1, cabysCode: steak.cabysCode,
        optionGroups: [{ name: 'Extras', min: 0, max: 1, options: [{ name: 'Aguacate', price: 700, recipe }] }],
      },
    });
    const cases: [unknown, string][] = [
      [[{ stockId: otherMerchants, quantity: 1 }], 'Elija un artículo de su inventario para la receta de la opción «Aguacate».'],
      [[{ stockId: 999_999, quantity: 1 }], 'Elija un artículo de su inventario para la receta de la opción «Aguacate».'],
      [[{ stockId: own, quantity: 1 }, { stockId: own, quantity: 2 }], 'Este artículo ya está en la receta de la opción.'],
      [[{ stockId: own, quantity: 0 }], 'La cantidad'],
      [[{ stockId: own, quantity: '1' }], ''],
      ['mucho', 'La receta de la opción no tiene un formato válido.'],
    ];
    for (const [recipe, message] of cases) {
      const before = stockState().products.length;
      const result = await api.call('POST', '/product/', { token: tokens.merchant, body: withRecipe(recipe) });
      expect(result.status, JSON.stringify(recipe)).toBe(400);
      expect(JSON.stringify(result.body)).toContain(message);
      expect(stockState().products.length).toBe(before);
    }
  });
});
