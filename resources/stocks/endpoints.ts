import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * docs/spec-reference.md §7 stock: the whole list at once; writes wrap the item as `{stock}`. The quantity changes
 * only through addStock/removeStock (extra calls), and every change is a movement (getMovements, ours).
 */
export const stockEndpoints: ResourceEndpoints = {
  name: 'stocks',
  list: { path: () => '/stock/getStocks', envelope: 'stocks' },
  searchFields: ['name', 'supplier.name'],
  create: { path: () => '/stock/', wrap: 'stock' },
  update: { path: (id) => `/stock/${id}`, wrap: 'stock' },
  delete: { path: (id) => `/stock/${id}` },
  toPayload: ({ name, unit, newStock, supplierId, minimunStock }) => ({
    name,
    unit: Number(unit),
    newStock,
    supplierId: supplierId || null,
    // docs/spec-reference.md §5: an empty minimum is 0
    minimunStock: minimunStock ?? 0,
  }),
  actions: {
    units: { path: () => '/stock/getUnits', method: 'GET', envelope: 'units' },
    suppliers: { path: () => '/stock/getSuppliers', method: 'GET', envelope: 'suppliers' },
    movements: { path: ({ id }) => `/stock/getMovements/${id}`, method: 'GET' },
    addStock: { path: ({ id }) => `/stock/addStock/${id}`, method: 'PUT', body: ({ id, quantity, note }) => ({ stock: { id, addStock: quantity, note } }), envelope: 'stock' },
    removeStock: {
      path: ({ id }) => `/stock/removeStock/${id}`,
      method: 'PUT',
      body: ({ id, quantity, note }) => ({ stock: { id, removeStock: quantity, note } }),
      envelope: 'stock',
    },
  },
};
