import type { z } from 'zod';
import { CRC, USD } from '../../src/domain/money';
import { providerMessages } from '../../src/domain/providerMessages';
import { sameTariffKey, type TariffKey } from '../../src/domain/tariffRules';
import { tariff, tariffCatalogs } from '../../src/domain/wire/provider';
import { tariffKeySchema, tariffSchema } from '../../src/schemas/tariffSchema';
import { declaredArea } from '../contract/mount';
import { badRequest, notFound } from '../http';
import { compositeKeyRecords } from '../provider/compositeKeyRecords';
import { bankCatalog, catalogsIn } from '../seed/providerCatalogs';
import { tariffsIn, type TariffRecord } from '../seed/tariffs';
import type { DbState } from '../storage/records';

const catalogsOf = (state: DbState) => {
  const { channels, currencies, brands, paymentTypes } = catalogsIn(state);
  return { channels, currencies, banks: bankCatalog(state), brands, paymentTypes };
};

/** The five choices of the key must be items of their catalogs; the merchant must exist (else 404). */
const checkKey = (state: DbState, key: TariffKey) => {
  if (!state.merchants.some((merchant) => merchant.id === key.merchantId)) throw notFound();
  const catalogs = catalogsOf(state);
  const known = (items: { code: number }[], code: number) => items.some((item) => item.code === code);
  const valid =
    known(catalogs.paymentTypes, key.paymentTypeId) &&
    known(catalogs.brands, key.brandId) &&
    known(catalogs.banks, key.bankId) &&
    [CRC, USD].includes(key.currencyId) &&
    known(catalogs.channels, key.channelId);
  if (!valid) throw badRequest(providerMessages.invalidChoice);
};

/** A whole, valid tariff: key, description, the three percentages, commission_int 0. */
const checkedTariff = (state: DbState, input: z.output<typeof tariffSchema>): TariffRecord => {
  checkKey(state, input);
  return { ...input, commission_int: 0 };
};

/** Delete names the tariff by its key fields, flat or wrapped as `{tariff}`. */
const keyFromBody = (body: unknown): Record<string, unknown> => {
  const record = (body ?? {}) as Record<string, unknown>;
  return record.tariff && typeof record.tariff === 'object' ? (record.tariff as Record<string, unknown>) : record;
};

/** docs/spec-reference.md §7 tariffs: provider groups only, per merchant, identified by merchant + five choices. */
export const tariffEndpoints = compositeKeyRecords({
  prefix: '/tariff',
  collection: 'tariffs',
  records: tariffsIn,
  sameKey: sameTariffKey,
  wrap: 'tariff',
  wire: tariff,
  access: { screens: ['merchants'] },
  catalogs: { path: 'getCatalogsForTariffs', summary: 'The choices a tariff key is made of.', answer: tariffCatalogs, read: catalogsOf },
  list: { path: 'getTariffs', envelope: 'tariffs', summary: "A merchant's tariffs." },
  body: { schema: tariffSchema, wrap: 'tariff' },
  checked: checkedTariff,
  create: { summary: 'Creates a tariff; its key must be free.', taken: providerMessages.tariffTaken },
  // Only description and percentages change.
  update: { summary: 'Changes the description and percentages of the tariff its key fields name.' },
  remove: {
    method: 'POST',
    path: 'delete',
    summary: 'Deletes the tariff its key fields name; they may also be sent flat, without `tariff`.',
    body: { schema: tariffKeySchema, wrap: 'tariff', parsedBy: 'handler' },
    keyOf: (call) => call.parse(keyFromBody(call.rawBody)) as TariffKey,
  },
  texts: { created: providerMessages.tariffCreated, updated: providerMessages.tariffUpdated, deleted: providerMessages.tariffDeleted },
});

export const tariffRoutes = declaredArea('/tariff', tariffEndpoints, { ownsPrefix: true });
