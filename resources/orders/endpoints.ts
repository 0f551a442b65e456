import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * The order board's calls: today's orders at once (the board filters in the page), a
 * status change with the status the user saw, a waiter; the live stream is read apart
 * (src/providers/eventStream.ts) since it is not a JSON answer.
 */
export const orderEndpoints: ResourceEndpoints = {
  name: 'orders',
  list: { path: () => '/orders/today', envelope: 'orders', metaKeys: ['lastEventId', 'printers', 'waiters', 'sections', 'tables'] },
  actions: {
    today: { path: () => '/orders/today', method: 'GET' },
    setStatus: {
      path: ({ id }) => `/orders/${id}/status`,
      method: 'PUT',
      body: ({ from, status, reason }) => ({ from, status, ...(reason !== undefined ? { reason } : {}) }),
      envelope: 'order',
    },
    setWaiter: { path: ({ id }) => `/orders/${id}/waiter`, method: 'PUT', body: ({ waiterId }) => ({ waiterId }), envelope: 'order' },
  },
};
