import { z } from 'zod';
import { merchantFiscal } from './provider';

/**
 * What company settings show of the merchant's signing certificate: its holder and
 * validity, never the key nor the PIN. 'test': the portal's throw-away certificate, used until the
 * merchant uploads its own .p12 ('uploaded').
 */
export const signingCertificate = z.object({
  source: z.enum(['uploaded', 'test']),
  holder: z.string(),
  holderId: z.string().optional(),
  /** ISO date-times. */
  notBefore: z.string(),
  notAfter: z.string(),
}).meta({ id: 'SigningCertificate' });
export type SigningCertificateWire = z.infer<typeof signingCertificate>;

/**
 * A merchant's own company settings as GET and PUT /merchant/config/{id} answer them (docs/spec-reference.md §2),
 * with our additions (and the SINPE Móvil number of the table's bill): electronic invoicing, the activity code, the fiscal identity
 * (null until set), the signing certificate (null when there is none; `certificateUnreadable`
 * when the uploaded one no longer opens) and the software provider the documents name.
 */
export const companySettings = z.object({
  id: z.number().int(),
  companyTypeId: z.number().int(),
  simplifiedRegime: z.boolean(),
  tableService: z.boolean(),
  electronicInvoice: z.boolean(),
  activityCode: z.string(),
  fiscal: merchantFiscal.nullable(),
  certificate: signingCertificate.nullable(),
  certificateUnreadable: z.boolean(),
  /** The SINPE Móvil number the merchant receives at; null: the diner's pay page offers no SINPE. */
  sinpePhone: z.string().nullable(),
}).meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettings>;

/** Costa Rica's provinces, cantons and districts with Hacienda's codes (GET /merchant/locations). */
const place = z.object({ code: z.number().int(), name: z.string() });
export const crLocations = z.object({
  provinces: z.array(place.extend({ cantons: z.array(place.extend({ districts: z.array(place) })) })),
}).meta({ id: 'CrLocations' });
export type CrLocations = z.infer<typeof crLocations>;

/** Hacienda's economic activities, 6-digit code and description as published (GET /activities/). */
export const economicActivities = z.object({
  activities: z.array(z.object({ code: z.string(), description: z.string() })),
}).meta({ id: 'EconomicActivities' });
export type EconomicActivities = z.infer<typeof economicActivities>;
