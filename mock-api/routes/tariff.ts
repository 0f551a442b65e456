import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { CRC, USD } from '../../src/domain/money';
import { providerMessages } from '../../src/domain/providerMessages';
import { sameTariffKey, type TariffKey } from '../../src/domain/tariffRules';
import { saved } from '../../src/domain/wire/common';
import { tariff, tariffCatalogs } from '../../src/domain/wire/provider';
import { tariffKeySchema, tariffSchema } from '../../src/schemas/tariffSchema';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest, conflict, idParam, notFound } from '../http';
import { bankCatalog, catalogsIn } from '../seed/providerCatalogs';
import { tariffsIn, type TariffRecord } from '../seed/tariffs';
import type { DbState } from '../seed/types';
import type { Store } from '../store';

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

const tariffs = (store: Store) => tariffsIn(store.state());
const indexOfKey = (store: Store, key: object) => {
  const index = tariffs(store).findIndex((candidate) => sameTariffKey(candidate, key));
  if (index < 0) throw notFound();
  return index;
};

const access = { screens: ['merchants'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;
const invalidChoice = { status: 400, message: providerMessages.invalidChoice } as const;

/** docs/spec-reference.md §7 tariffs: provider groups only, per merchant, identified by merchant + five choices. */
export const tariffEndpoints = [
  endpoint({
    method: 'GET',
    path: '/tariff/getCatalogsForTariffs',
    summary: 'The choices a tariff key is made of.',
    access,
    addition: false,
    answer: tariffCatalogs,
    refusals: [],
    handle: ({ ctx }) => catalogsOf(ctx.store.state()),
  }),
  endpoint({
    method: 'GET',
    path: '/tariff/getTariffs/:merchantId',
    summary: "A merchant's tariffs.",
    access,
    addition: false,
    answer: z.object({ tariffs: z.array(tariff) }),
    refusals: [notFoundRefusal],
    handle: ({ ctx, params }) => {
      const merchantId = idParam(params.merchantId);
      if (!ctx.store.state().merchants.some((merchant) => merchant.id === merchantId)) throw notFound();
      return { tariffs: tariffs(ctx.store).filter((candidate) => candidate.merchantId === merchantId) };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/tariff/',
    summary: 'Creates a tariff; its key must be free.',
    access,
    addition: false,
    body: { schema: tariffSchema, wrap: 'tariff' },
    answer: saved('tariff', tariff),
    refusals: [notFoundRefusal, invalidChoice, { status: 409, message: providerMessages.tariffTaken }],
    handle: ({ ctx, body }) => {
      const record = checkedTariff(ctx.store.state(), body);
      if (tariffs(ctx.store).some((other) => sameTariffKey(other, record))) throw conflict(providerMessages.tariffTaken);
      tariffs(ctx.store).push(record);
      ctx.store.save('tariffs');
      return { tariff: record, message: providerMessages.tariffCreated };
    },
  }),
  // The key fields name the tariff to change; only description and percentages change.
  endpoint({
    method: 'PUT',
    path: '/tariff/',
    summary: 'Changes the description and percentages of the tariff its key fields name.',
    access,
    addition: false,
    body: { schema: tariffSchema, wrap: 'tariff' },
    answer: saved('tariff', tariff),
    refusals: [notFoundRefusal, invalidChoice],
    handle: ({ ctx, body }) => {
      const record = checkedTariff(ctx.store.state(), body);
      tariffs(ctx.store)[indexOfKey(ctx.store, record)] = record;
      ctx.store.save('tariffs');
      return { tariff: record, message: providerMessages.tariffUpdated };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/tariff/delete',
    summary: 'Deletes the tariff its key fields name; they may also be sent flat, without `tariff`.',
    access,
    addition: false,
    body: { schema: tariffKeySchema, wrap: 'tariff', parsedBy: 'handler' },
    answer: saved('tariff', tariff),
    refusals: [notFoundRefusal],
    handle: ({ ctx, rawBody, parse }) => {
      const key = parse(keyFromBody(rawBody));
      const [removed] = tariffs(ctx.store).splice(indexOfKey(ctx.store, key), 1);
      ctx.store.save('tariffs');
      return { tariff: removed, message: providerMessages.tariffDeleted };
    },
  }),
];

export const tariffRoutes = declaredArea('/tariff', tariffEndpoints, { ownsPrefix: true });
