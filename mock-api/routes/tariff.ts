import { Router } from 'express';
import { CRC, USD } from '../../src/domain/money';
import { providerMessages } from '../../src/domain/providerMessages';
import { sameTariffKey, type TariffKey } from '../../src/domain/tariffRules';
import { tariffKeySchema, tariffSchema } from '../../src/schemas/tariffSchema';
import { allowScreen } from '../auth/session';
import { badRequest, conflict, idParam, notFound, route } from '../http';
import { bankCatalog, catalogsIn } from '../seed/providerCatalogs';
import { tariffsIn, type TariffRecord } from '../seed/tariffs';
import type { DbState } from '../seed/types';
import type { RouteArea } from './context';
import { parseBody, parseWrapped } from '../validation';

const tariffCatalogs = (state: DbState) => {
  const { channels, currencies, brands, paymentTypes } = catalogsIn(state);
  return { channels, currencies, banks: bankCatalog(state), brands, paymentTypes };
};

/** The five choices of the key must be items of their catalogs; the merchant must exist (else 404). */
const checkKey = (state: DbState, key: TariffKey) => {
  if (!state.merchants.some((merchant) => merchant.id === key.merchantId)) throw notFound();
  const catalogs = tariffCatalogs(state);
  const known = (items: { code: number }[], code: number) => items.some((item) => item.code === code);
  const valid =
    known(catalogs.paymentTypes, key.paymentTypeId) &&
    known(catalogs.brands, key.brandId) &&
    known(catalogs.banks, key.bankId) &&
    [CRC, USD].includes(key.currencyId) &&
    known(catalogs.channels, key.channelId);
  if (!valid) throw badRequest(providerMessages.invalidChoice);
};

/** A whole, valid tariff from a body: key, description, the three percentages, commission_int 0. */
const checkedTariff = (state: DbState, body: unknown): TariffRecord => {
  const tariff = parseWrapped(tariffSchema, body, 'tariff');
  checkKey(state, tariff);
  return { ...tariff, commission_int: 0 };
};

/** Delete names the tariff by its key fields, flat or wrapped as `{tariff}`. */
const keyFromBody = (body: unknown): Record<string, unknown> => {
  const record = (body ?? {}) as Record<string, unknown>;
  return record.tariff && typeof record.tariff === 'object' ? (record.tariff as Record<string, unknown>) : record;
};

/** Spec §7 tariffs: provider groups only, per merchant, identified by merchant + five choices. */
export const tariffRoutes: RouteArea = {
  prefix: '/tariff',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('merchants'));
    const tariffs = () => tariffsIn(store.state());
    const indexOfKey = (key: object) => {
      const index = tariffs().findIndex((tariff) => sameTariffKey(tariff, key));
      if (index < 0) throw notFound();
      return index;
    };

    router.get('/getCatalogsForTariffs', route(() => tariffCatalogs(store.state())));

    router.get(
      '/getTariffs/:merchantId',
      route((req) => {
        const merchantId = idParam(req.params.merchantId);
        if (!store.state().merchants.some((merchant) => merchant.id === merchantId)) throw notFound();
        return { tariffs: tariffs().filter((tariff) => tariff.merchantId === merchantId) };
      }),
    );

    router.post(
      '/',
      route((req) => {
        const tariff = checkedTariff(store.state(), req.body);
        if (tariffs().some((other) => sameTariffKey(other, tariff))) throw conflict(providerMessages.tariffTaken);
        tariffs().push(tariff);
        store.save('tariffs');
        return { tariff, message: providerMessages.tariffCreated };
      }),
    );

    // The key fields name the tariff to change; only description and percentages change.
    router.put(
      '/',
      route((req) => {
        const tariff = checkedTariff(store.state(), req.body);
        tariffs()[indexOfKey(tariff)] = tariff;
        store.save('tariffs');
        return { tariff, message: providerMessages.tariffUpdated };
      }),
    );

    router.post(
      '/delete',
      route((req) => {
        const key = parseBody(tariffKeySchema, keyFromBody(req.body));
        const [tariff] = tariffs().splice(indexOfKey(key), 1);
        store.save('tariffs');
        return { tariff, message: providerMessages.tariffDeleted };
      }),
    );
    return router;
  },
};
