import { z } from 'zod';
import { floorMessages } from '../../src/domain/floorMessages';
import { RESTAURANT_COMPANY_TYPE } from '../../src/domain/floorRules';
import { messages } from '../../src/domain/messages';
import { saved } from '../../src/domain/wire/common';
import { companySettings, type CompanySettings } from '../../src/domain/wire/settings';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { requireOwnMerchant } from '../auth/merchantScope';
import { endpoint, type Call } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { idParam, notFound } from '../http';
import type { Merchant } from '../storage/records';

const access = { screens: ['company'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;

const settingsOf = (merchant: Merchant): CompanySettings => ({
  id: merchant.id,
  companyTypeId: merchant.companyTypeId,
  simplifiedRegime: merchant.simplifiedRegime,
  tableService: merchant.tableService,
});

/** The merchant the path names, if it is the caller's own: any other (or none) is 404. */
const ownMerchant = ({ ctx, params, session }: Call<unknown>) => {
  const id = idParam(params.id);
  const merchant = ctx.store.state().merchants.find((candidate) => candidate.id === id);
  if (!merchant) throw notFound();
  requireOwnMerchant(session, merchant.id);
  return merchant;
};

/**
 * /merchant/config/{id}: a merchant's own company settings ('company' screen, group 4 only):
 * simplified regime and table service. Mounted beside the provider's /merchant routes, whose
 * paths have one segment where these have two, so neither shadows the other. The id must be the
 * caller's own merchant; any other answers 404. GET is our addition: the screen shows what is set.
 */
export const companySettingsEndpoints = [
  endpoint({
    method: 'GET',
    path: '/merchant/config/:id',
    summary: "The caller's own merchant's company settings: simplified regime and table service (our addition: the screen shows what is set). Any other merchant is 404.",
    access,
    addition: true,
    answer: z.object({ merchant: companySettings }),
    refusals: [notFoundRefusal],
    handle: (call) => ({ merchant: settingsOf(ownMerchant(call)) }),
  }),
  endpoint({
    method: 'PUT',
    path: '/merchant/config/:id',
    summary: "Sets the caller's own merchant's simplified regime and table service (table service only for restaurants: otherwise stored as No). Any other merchant is 404.",
    access,
    addition: false,
    body: { schema: companySettingsSchema, wrap: 'merchant' },
    answer: saved('merchant', companySettings),
    refusals: [notFoundRefusal],
    // the body is read once the merchant is known to be the caller's: another merchant is 404 whatever the body
    handle: (call) => {
      const merchant = ownMerchant(call);
      const input = call.body;
      merchant.simplifiedRegime = input.simplifiedRegime;
      // docs/spec-reference.md §6: table service exists only for restaurants (company type 1)
      merchant.tableService = merchant.companyTypeId === RESTAURANT_COMPANY_TYPE && input.tableService;
      call.ctx.store.save('merchants');
      return { merchant: settingsOf(merchant), message: floorMessages.configUpdated };
    },
  }),
];

export const companySettingsRoutes = declaredArea('/merchant', companySettingsEndpoints);
