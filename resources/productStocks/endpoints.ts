import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** A recipe line's id in the admin: its product and stock item ('12-30'), so an edit address names both. */
export const comboId = (combo: Record<string, unknown>) => `${combo.productId}-${combo.stockId}`;

/**
 * docs/spec-reference.md §7 combo: a product's recipe at once (permanent filter {productId}), each line identified
 * by product and stock item; the answer's `product` (ours) names the dish for the title.
 */
export const productStockEndpoints: ResourceEndpoints = {
  name: 'productStocks',
  id: comboId,
  list: { path: ({ filter }) => `/combo/getComboByProductId/${filter.productId}`, envelope: 'combos', metaKeys: ['product'] },
  filterForId: (id) => ({ productId: Number(id.split('-')[0]) }),
  searchFields: ['stock.name'],
  create: { path: () => '/combo/', wrap: 'combo' },
  update: { path: (_id, data) => `/combo/${data.productId}/${data.stockId}`, wrap: 'combo' },
  delete: { path: (_id, record) => `/combo/${record.productId}/${record.stockId}` },
  toPayload: ({ productId, stockId, quantity }) => ({ productId: Number(productId), stockId: Number(stockId), quantity }),
};
