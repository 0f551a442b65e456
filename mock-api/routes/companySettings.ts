import { Router } from 'express';
import { floorMessages } from '../../src/domain/floorMessages';
import { RESTAURANT_COMPANY_TYPE } from '../../src/domain/floorRules';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { allowScreen, sessionOf } from '../auth/session';
import { idParam, notFound, route } from '../http';
import type { Merchant } from '../seed/types';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

const settingsOf = (merchant: Merchant) => ({
  id: merchant.id,
  companyTypeId: merchant.companyTypeId,
  simplifiedRegime: merchant.simplifiedRegime,
  tableService: merchant.tableService,
});

/**
 * /merchant/config/{id}: a merchant's own company settings ('company' screen, group 4 only):
 * simplified regime and table service. Mounted beside the provider's /merchant routes, whose
 * paths have one segment where these have two, so neither shadows the other. The id must be the
 * caller's own merchant; any other answers 404. GET is our addition: the screen shows what is set.
 */
export const companySettingsRoutes: RouteArea = {
  prefix: '/merchant',
  build({ store, authenticate }) {
    const router = Router();
    const guards = [authenticate, allowScreen('company')];
    const ownMerchant = (req: Parameters<typeof sessionOf>[0]) => {
      const id = idParam(req.params.id);
      const merchant = store.state().merchants.find((candidate) => candidate.id === id);
      if (!merchant || sessionOf(req).merchantScope !== merchant.id) throw notFound();
      return merchant;
    };

    router.get('/config/:id', ...guards, route((req) => ({ merchant: settingsOf(ownMerchant(req)) })));

    router.put(
      '/config/:id',
      ...guards,
      route((req) => {
        const merchant = ownMerchant(req);
        const input = parseWrapped(companySettingsSchema, req.body, 'merchant');
        merchant.simplifiedRegime = input.simplifiedRegime;
        // docs/spec-reference.md §6: table service exists only for restaurants (company type 1)
        merchant.tableService = merchant.companyTypeId === RESTAURANT_COMPANY_TYPE && input.tableService;
        store.save('merchants');
        return { merchant: settingsOf(merchant), message: floorMessages.configUpdated };
      }),
    );
    return router;
  },
};
