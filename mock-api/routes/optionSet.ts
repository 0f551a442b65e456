import { optionMessages as text } from '../../src/domain/optionMessages';
import { optionSet, type OptionSet } from '../../src/domain/wire/productOptions';
import { optionSetSchema, type OptionSetInput } from '../../src/schemas/optionGroupSchema';
import { declaredArea } from '../contract/mount';
import { badRequest } from '../http';
import { inventoryState } from '../restaurant/inventoryData';
import { copyOfSet } from '../restaurant/merchantCatalogue';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { restaurantState } from '../restaurant/restaurantData';
import type { OptionSetRecord, StateWithRestaurant } from '../storage/restaurantRecords';

/** The merchant's products carrying a copy of the set. */
const carriers = (state: StateWithRestaurant, set: OptionSetRecord) =>
  state.products.filter((product) => product.merchant_id === set.merchant_id && (product.optionGroups ?? []).some((group) => group.setId === set.id));

/**
 * /optionSet (ours, docs/departures.md): option groups defined once ('Término', 'Acompañamiento')
 * and attached to many products, on the products screen. A product carries a copy of the set
 * (src/schemas/optionGroupSchema.ts, `setId`), so the QR menu, orders and stock read it as any
 * group; saving the set rewrites every copy in the same write, prices and recipes per option.
 */
const records = merchantRecordEndpoints<OptionSetRecord, OptionSetInput, 'id', OptionSet>({
  prefix: '/optionSet',
  access: { screens: ['products'] },
  addition: true,
  collection: 'optionSets',
  noun: 'option set',
  key: 'id',
  wrap: 'optionSet',
  list: { path: '/getOptionSets', envelope: 'optionSets' },
  schema: optionSetSchema,
  example: { name: 'Término', nameEn: 'Doneness', min: 1, max: 1, options: [{ name: 'Medio', nameEn: 'Medium rare', price: 0, recipe: [] }, { name: 'Bien cocido', nameEn: 'Well done', price: 0, recipe: [] }] },
  answer: optionSet,
  check: (state, input, merchantId) => {
    // an option's recipe uses the merchant's own stock, as a product's group does
    const items = new Set(inventoryState(state).stocks.filter((stock) => stock.merchant_id === merchantId).map((stock) => stock.id));
    const option = input.options.find((candidate) => candidate.recipe.some((line) => !items.has(line.stockId)));
    if (option) throw badRequest(text.unknownRecipeItem(option.name), { field: 'options' });
  },
  build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input }),
  view: (state, record) => {
    const { id, name, nameEn, min, max } = record;
    return { id, name, nameEn, min, max, options: record.options.map((option) => ({ ...option, recipe: option.recipe ?? [] })), products: carriers(state, record).map((product) => product.id) };
  },
  updated: (call, record) => {
    for (const product of carriers(restaurantState(call.ctx.store), record)) {
      product.optionGroups = (product.optionGroups ?? []).map((group) => (group.setId === record.id ? copyOfSet(record) : group));
    }
  },
  alsoSaves: ['products'],
  nameTaken: text.setNameTaken,
  refuseDelete: (state, record) => {
    const using = carriers(state, record).length;
    return using > 0 ? text.setInUse(using) : undefined;
  },
  refusals: { write: [{ status: 400, message: text.unknownRecipeItem('…') }], delete: [{ status: 409, message: text.setInUse(2) }] },
  texts: { created: text.setCreated, updated: text.setUpdated, deleted: text.setDeleted },
});

export const optionSetRoutes = declaredArea('/optionSet', records.endpoints, { ownsPrefix: true });
