import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** The provider's dollar rates (docs/departures.md, 'Dollars that match'): the whole table at once, one row a day, named by its day. */
export const exchangeRateEndpoints: ResourceEndpoints = {
  name: 'exchangeRates',
  id: (rate) => rate.day,
  list: { path: () => '/exchangeRate/getRates', envelope: 'exchangeRates' },
  searchFields: ['day', 'enteredBy'],
  create: { path: () => '/exchangeRate/', wrap: 'exchangeRate' },
  update: { path: (id) => `/exchangeRate/${id}`, wrap: 'exchangeRate' },
  toPayload: ({ day, rate }) => ({ day, rate }),
};
