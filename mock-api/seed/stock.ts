import { inventoryMessages } from '../../src/domain/inventoryMessages';
import { TAX_CLASSES } from './menuCatalog';
import type { Rng } from './random';
import type { ComboRecord, ProductRecord, StockMovementRecord, StockRecord, SupplierRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

/** Unit codes of src/domain/stockUnits.ts. */
const UND = 1;
const KG = 2;
const L = 5;

/**
 * [name, unit, supplier's service type, initial quantity, minimum]. A few start under their
 * minimum (camarón, tomate, chocolate, servilletas) so the list has something to flag; every
 * ingredient holds well over a hundred dishes, so demo orders do not run a dish out.
 */
const STOCK_ITEMS: [string, number, number, number, number][] = [
  ['Arroz', KG, 1, 80, 20],
  ['Frijoles negros', KG, 1, 40, 10],
  ['Frijoles rojos', KG, 1, 30, 8],
  ['Pechuga de pollo', KG, 2, 45, 10],
  ['Bistec de res', KG, 2, 40, 8],
  ['Chuleta de cerdo', KG, 2, 35, 6],
  ['Filete de corvina', KG, 2, 30, 6],
  ['Camarón', KG, 2, 30, 35],
  ['Huevos', UND, 1, 600, 120],
  ['Queso fresco', KG, 1, 15, 4],
  ['Natilla', KG, 1, 10, 3],
  ['Plátano maduro', UND, 3, 200, 50],
  ['Aguacate', UND, 3, 160, 30],
  ['Papa', KG, 3, 40, 10],
  ['Cebolla', KG, 3, 20, 5],
  ['Culantro (rollo)', UND, 3, 60, 20],
  ['Limón mandarina', UND, 3, 900, 100],
  ['Tomate', KG, 3, 25, 30],
  ['Tortillas de maíz', UND, 1, 600, 100],
  ['Leche entera', L, 1, 60, 15],
  ['Café molido', KG, 1, 12, 3],
  ['Azúcar', KG, 1, 30, 8],
  ['Tapa de dulce', KG, 1, 20, 5],
  ['Aceite vegetal', L, 1, 25, 8],
  ['Sal', KG, 1, 10, 2],
  ['Cerveza nacional', UND, 1, 240, 96],
  ['Guaro', L, 1, 12, 4],
  ['Fruta para frescos', KG, 3, 30, 10],
  ['Hielo', KG, 1, 100, 40],
  ['Chocolate en polvo', KG, 1, 5, 6],
  ['Leche condensada', UND, 1, 48, 12],
  ['Coco rallado', KG, 1, 6, 2],
  ['Servilletas (paquete)', UND, 5, 120, 150],
  ['Vasos desechables', UND, 5, 800, 200],
  ['Gas LP (cilindro)', UND, 6, 4, 2],
  ['Detergente', L, 4, 20, 5],
];

/** [pattern on the product's name, stock item, quantity per dish]: what a dish of that kind uses. */
const DISH_RULES: [RegExp, string, number][] = [
  [/casado|arroz con|pinto|chifrijo|gallo/i, 'Arroz', 0.15],
  [/casado|pinto|frijol|chifrijo|sopa negra|patacones/i, 'Frijoles negros', 0.1],
  [/pollo|gallina/i, 'Pechuga de pollo', 0.2],
  [/bistec|res\b|carne|olla|albóndigas|tacos/i, 'Bistec de res', 0.2],
  [/cerdo|chuleta|chicharr|vigorón|chifrijo/i, 'Chuleta de cerdo', 0.2],
  [/pescado|corvina|ceviche de corvina|ceviche mixto/i, 'Filete de corvina', 0.18],
  [/camar|calamar|mixto/i, 'Camarón', 0.15],
  [/huevo|omelette|desayuno/i, 'Huevos', 2],
  [/queso|tortilla|cuajada/i, 'Queso fresco', 0.08],
  [/tortilla|tacos|cuajada/i, 'Tortillas de maíz', 2],
  [/natilla|chorreadas/i, 'Natilla', 0.05],
  [/plátano|patacones|desayuno/i, 'Plátano maduro', 1],
  [/aguacate|guacamole/i, 'Aguacate', 1],
  [/papa/i, 'Papa', 0.2],
  [/ceviche/i, 'Limón mandarina', 4],
  [/empanada|frito|patacones/i, 'Aceite vegetal', 0.05],
];

const KIND_RULES: Partial<Record<keyof typeof TAX_CLASSES, [RegExp, string, number][]>> = {
  coffee: [
    [/café/i, 'Café molido', 0.015],
    [/leche|chocolate/i, 'Leche entera', 0.2],
    [/chocolate/i, 'Chocolate en polvo', 0.03],
    [/agua dulce/i, 'Tapa de dulce', 0.05],
    [/./, 'Azúcar', 0.01],
  ],
  drink: [
    [/fresco|limonada|horchata|resbaladera|chicheme|pinolillo/i, 'Fruta para frescos', 0.1],
    [/limonada/i, 'Limón mandarina', 3],
    [/leche/i, 'Leche entera', 0.15],
    [/fresco|limonada|horchata|resbaladera|chicheme|pinolillo/i, 'Azúcar', 0.02],
    [/fresco|limonada|horchata|resbaladera|chicheme|pinolillo/i, 'Hielo', 0.2],
  ],
  beer: [[/./, 'Cerveza nacional', 1]],
  liquor: [
    [/./, 'Guaro', 0.06],
    [/sour/i, 'Limón mandarina', 2],
    [/./, 'Hielo', 0.1],
  ],
  dessert: [
    [/leche|flan|cajeta|cuajada|sopa borracha/i, 'Leche entera', 0.1],
    [/tres leches/i, 'Leche condensada', 1],
    [/coco/i, 'Coco rallado', 0.05],
    [/./, 'Azúcar', 0.03],
  ],
};

/** The tax class a seeded product was written with, from its CABYS code. */
const kindOf = (product: ProductRecord) =>
  (Object.entries(TAX_CLASSES) as [keyof typeof TAX_CLASSES, { cabysCode: string }][]).find(([, taxClass]) => taxClass.cabysCode === product.cabysCode)?.[0];

/** What one dish of a product uses: by its kind and the words in its name; nothing for groceries and services. */
const recipeOf = (product: ProductRecord): [string, number][] => {
  const kind = kindOf(product);
  const rules = kind === 'dish' ? DISH_RULES : kind ? KIND_RULES[kind] : undefined;
  if (!rules) return [];
  const lines = new Map<string, number>();
  for (const [pattern, item, quantity] of rules) if (pattern.test(product.name) && !lines.has(item)) lines.set(item, quantity);
  if (kind === 'dish' && lines.size === 0) lines.set('Aceite vegetal', 0.02);
  return [...lines];
};

/**
 * Every restaurant's stock (36 items, each bought from one of its suppliers of the matching
 * service type), each item's initial movement, and recipes for its dishes and drinks.
 */
export const seedStock = (r: Rng, merchants: Merchant[], products: ProductRecord[], suppliers: SupplierRecord[], now: number) => {
  const stocks: StockRecord[] = [];
  const stockMovements: StockMovementRecord[] = [];
  const combos: ComboRecord[] = [];
  for (const merchant of merchants.filter((candidate) => candidate.companyTypeId === 1)) {
    const own = suppliers.filter((supplier) => supplier.merchant_id === merchant.id);
    const byName = new Map<string, StockRecord>();
    for (const [name, unit, serviceType, initial, minimum] of STOCK_ITEMS) {
      const supplier = own.find((candidate) => candidate.serviceTypeId === serviceType) ?? null;
      const item: StockRecord = {
        id: stocks.length + 1,
        merchant_id: merchant.id,
        name,
        unit,
        newStock: initial,
        stock: initial,
        supplierId: supplier?.supplierCode ?? null,
        minimunStock: minimum,
      };
      stocks.push(item);
      byName.set(name, item);
      stockMovements.push({
        id: stockMovements.length + 1,
        merchant_id: merchant.id,
        stockId: item.id,
        // bought over the last month
        at: now - r.int(7, 30) * 86_400_000,
        direction: 1,
        quantity: initial,
        balance: initial,
        note: inventoryMessages.initialNote,
        author: 'Sistema',
        orderId: null,
        orderNumber: null,
      });
    }
    for (const product of products.filter((candidate) => candidate.merchant_id === merchant.id)) {
      for (const [name, quantity] of recipeOf(product)) {
        combos.push({ merchant_id: merchant.id, productId: product.id, stockId: byName.get(name)!.id, quantity });
      }
    }
  }
  return { stocks, stockMovements, combos };
};
