import { beforeAll } from 'vitest';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, freeSeededTables, signedIn } from './testApi';

/**
 * A test file's demo restaurant (comercio@demo.cr's, merchant 2) over its own mock API: its staff
 * signed in, the tabs the seed left open closed, and its tables and the products `usable` keeps
 * (with stock to order), read before the file's tests: read them inside tests and hooks.
 */
export const restaurantForFile = (usable: (product: ProductRecord) => boolean = () => true) => {
  const api = apiForFile();
  const tokens = signedIn(api, { merchant: DEMO.merchant });
  freeSeededTables(api, () => [tokens.merchant]);
  const restaurant = { api, tokens, state: {} as StateWithRestaurant, tables: [] as TableRecord[], products: [] as ProductRecord[] };
  beforeAll(() => {
    restaurant.state = api.store.state() as StateWithRestaurant;
    restaurant.tables = restaurant.state.tables.filter((table) => table.merchant_id === 2);
    restaurant.products = restaurant.state.products.filter((product) => product.merchant_id === 2 && product.available > 5 && usable(product));
  });
  return restaurant;
};

/** A stored product as its edit form sends it back (PUT /product/{id}): without its id, owner and what the server derives. */
export const editableProduct = (product: ProductRecord) =>
  Object.fromEntries(Object.entries(product).filter(([key]) => !['id', 'merchant_id', 'tax', 'cabysDetails'].includes(key)));
