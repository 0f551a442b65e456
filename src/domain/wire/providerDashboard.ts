import { z } from 'zod';
import { CARD_BRANDS } from '../card';
import { currencyTotal } from './common';

/**
 * GET /dashboard/provider (our addition): the provider's home for a range of days. Every total is
 * the transaction report's for the same days and merchants (count: every row; amount: approved
 * payments less refunds and voids, minor units), per currency, colones first.
 */
const totals = z.array(currencyTotal);

export const providerSummary = z
  .object({
    from: z.string(),
    to: z.string(),
    totals,
    /** Each day of the range, oldest first. */
    days: z.array(z.object({ day: z.string(), totals })),
    byBrand: z.array(z.object({ brand: z.enum(CARD_BRANDS), totals })),
    /** 'POS': taken at the counter; 'QR': paid by the diner from the QR menu. */
    byChannel: z.array(z.object({ channel: z.enum(['POS', 'QR']), totals })),
    /** Refunds alone (their amounts as given back, positive); rate: refunds per approved payment, 0–1. */
    refunds: z.object({ totals, count: z.number().int(), rate: z.number() }),
    /** The 20 merchants with the most volume in colones (then dollars), and the same days before. */
    topMerchants: z.array(
      z.object({ id: z.number().int(), name: z.string(), totals, previous: totals, /** Colones volume against the previous period, as a fraction; null without one. */ change: z.number().nullable() }),
    ),
    /** Merchants suspended or whose ITBMS is neither automatic nor set. */
    attention: z.array(z.object({ id: z.number().int(), name: z.string(), suspended: z.boolean(), itbmsPending: z.boolean() })),
  })
  .meta({ id: 'ProviderSummary' });
export type ProviderSummary = z.infer<typeof providerSummary>;
