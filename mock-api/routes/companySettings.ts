import { z } from 'zod';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { floorMessages } from '../../src/domain/floorMessages';
import { RESTAURANT_COMPANY_TYPE } from '../../src/domain/floorRules';
import { messages } from '../../src/domain/messages';
import { saved } from '../../src/domain/wire/common';
import { companySettings, type CompanySettings } from '../../src/domain/wire/settings';
import { certificateUploadSchema } from '../../src/schemas/certificateUploadSchema';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { requireOwnMerchant } from '../auth/merchantScope';
import { endpoint, type Call } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest, idParam, notFound } from '../http';
import { isKnownActivity } from '../activities/economicActivities';
import { isKnownDistrict } from '../locations/crLocations';
import type { P12Problem } from '../receipts/p12';
import { certificateSummary } from '../receipts/signingCredentials';
import { signingCertificateOf, storeUploadedKey } from '../restaurant/signingKeys';
import type { Merchant } from '../storage/records';

const access = { screens: ['company'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;

const settingsOf = async (dataFile: string, merchant: Merchant): Promise<CompanySettings> => {
  const certificate = await signingCertificateOf(dataFile, merchant);
  return {
    id: merchant.id,
    companyTypeId: merchant.companyTypeId,
    simplifiedRegime: merchant.simplifiedRegime,
    tableService: merchant.tableService,
    electronicInvoice: merchant.electronicInvoice,
    activityCode: merchant.activityCode,
    fiscal: merchant.fiscal ?? null,
    certificate:
      certificate && certificate !== 'unreadable'
        ? {
            source: certificate.source,
            holder: certificate.holder,
            ...(certificate.holderId ? { holderId: certificate.holderId } : {}),
            notBefore: certificate.notBefore.toISOString(),
            notAfter: certificate.notAfter.toISOString(),
          }
        : null,
    certificateUnreadable: certificate === 'unreadable',
    sinpePhone: merchant.sinpePhone || null,
  };
};

/** The merchant the path names, if it is the caller's own: any other (or none) is 404. */
const ownMerchant = ({ ctx, params, session }: Call<unknown>) => {
  const id = idParam(params.id);
  const merchant = ctx.store.state().merchants.find((candidate) => candidate.id === id);
  if (!merchant) throw notFound();
  requireOwnMerchant(session, merchant.id);
  return merchant;
};

const P12_REFUSALS: Record<P12Problem, string> = {
  'not-p12': fiscalMessages.certificateNotP12,
  'wrong-pin': fiscalMessages.certificateWrongPin,
  'no-key': fiscalMessages.certificateIncomplete,
  'no-certificate': fiscalMessages.certificateIncomplete,
  'key-mismatch': fiscalMessages.certificateIncomplete,
};

/** The digits of an identification without leading zeros (a CPF writes the física's first digit as 01). */
const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');

/**
 * /merchant/config/{id}: a merchant's own company settings ('company' screen, group 4 only):
 * simplified regime and table service, and (our additions) its fiscal identity and the
 * signing certificate of its electronic receipts. Mounted beside the provider's /merchant routes,
 * whose paths have one segment where these have two, so neither shadows the other. The id must be
 * the caller's own merchant; any other answers 404. GET is our addition: the screen shows what is set.
 */
export const companySettingsEndpoints = [
  endpoint({
    method: 'GET',
    path: '/merchant/config/:id',
    summary:
      "The caller's own merchant's company settings: simplified regime and table service; fiscal identity and signing certificate (holder and validity, never the key). Our addition: the screen shows what is set. Any other merchant is 404.",
    access,
    addition: true,
    answer: z.object({ merchant: companySettings }),
    refusals: [notFoundRefusal],
    handle: async (call) => ({ merchant: await settingsOf(call.ctx.store.file, ownMerchant(call)) }),
  }),
  endpoint({
    method: 'PUT',
    path: '/merchant/config/:id',
    summary:
      "Sets the caller's own merchant's simplified regime and table service (table service only for restaurants: otherwise stored as No); our addition: electronic invoicing, activity code, fiscal identity and the SINPE Móvil number ('' clears it), each left as stored when absent (fiscal null clears it). Any other merchant is 404.",
    access,
    addition: false,
    body: { schema: companySettingsSchema({ knownDistrict: isKnownDistrict, knownActivity: isKnownActivity }), wrap: 'merchant' },
    answer: saved('merchant', companySettings),
    refusals: [notFoundRefusal],
    // the body is read once the merchant is known to be the caller's: another merchant is 404 whatever the body
    handle: async (call) => {
      const merchant = ownMerchant(call);
      const input = call.body;
      merchant.simplifiedRegime = input.simplifiedRegime;
      // docs/spec-reference.md §6: table service exists only for restaurants (company type 1)
      merchant.tableService = merchant.companyTypeId === RESTAURANT_COMPANY_TYPE && input.tableService;
      if (input.electronicInvoice !== undefined) merchant.electronicInvoice = input.electronicInvoice;
      if (input.activityCode !== undefined) merchant.activityCode = input.activityCode;
      if (input.fiscal === null) delete merchant.fiscal;
      else if (input.fiscal !== undefined) merchant.fiscal = input.fiscal;
      // '' clears the number (the diner's pay page then offers no SINPE Móvil)
      if (input.sinpePhone === '') delete merchant.sinpePhone;
      else if (input.sinpePhone !== undefined) merchant.sinpePhone = input.sinpePhone;
      call.ctx.store.save('merchants');
      return { merchant: await settingsOf(call.ctx.store.file, merchant), message: floorMessages.configUpdated };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/merchant/config/:id/certificate',
    summary:
      "Uploads the caller's own merchant's Hacienda cryptographic key (.p12 as base64, and its PIN): kept encrypted outside the data file, it signs the merchant's electronic receipts from then on. The PIN is checked, never kept nor answered. Any other merchant is 404.",
    access,
    addition: true,
    body: { schema: certificateUploadSchema, wrap: 'certificate' },
    answer: saved('merchant', companySettings),
    refusals: [
      notFoundRefusal,
      { status: 400, message: fiscalMessages.certificateWrongPin },
      { status: 400, message: fiscalMessages.certificateNotP12 },
      { status: 400, message: fiscalMessages.certificateIncomplete },
      { status: 400, message: fiscalMessages.certificateExpired },
      { status: 400, message: fiscalMessages.certificateOtherHolder('CPJ-3-101-123456') },
      { status: 429, message: fiscalMessages.certificateTooManyAttempts },
    ],
    handle: async (call) => {
      const merchant = ownMerchant(call);
      const { file, pin } = call.body;
      // PINs are 4 digits: refused files are counted per merchant and per session, and once either
      // has used its tries the .p12 is not even opened (mock-api/auth/rateLimits.ts)
      const attempts = [`merchant:${merchant.id}`, `session:${call.session.record.id}`];
      call.ctx.certificateAttempts.check(attempts, call.res, fiscalMessages.certificateTooManyAttempts);
      // node-forge, which reads the file, loaded with the first upload rather than with every start
      const { P12Error, readP12 } = await import('../receipts/p12');
      let credentials;
      try {
        credentials = readP12(Buffer.from(file, 'base64'), pin);
      } catch (error) {
        call.ctx.certificateAttempts.fail(attempts);
        if (error instanceof P12Error) throw badRequest(P12_REFUSALS[error.problem]);
        throw badRequest(fiscalMessages.certificateNotP12);
      }
      const summary = certificateSummary(credentials.certificate);
      if (summary.notAfter.getTime() <= call.ctx.clock.now()) throw badRequest(fiscalMessages.certificateExpired);
      // Hacienda refuses a document signed by someone other than its issuer
      const fiscalId = merchant.fiscal?.identificationNumber;
      if (fiscalId && summary.holderId && digitsOf(summary.holderId) && digitsOf(summary.holderId) !== digitsOf(fiscalId)) {
        throw badRequest(fiscalMessages.certificateOtherHolder(summary.holderId));
      }
      storeUploadedKey(call.ctx.store.file, merchant.id, credentials);
      return { merchant: await settingsOf(call.ctx.store.file, merchant), message: fiscalMessages.certificateSaved };
    },
  }),
];

export const companySettingsRoutes = declaredArea('/merchant', companySettingsEndpoints);
