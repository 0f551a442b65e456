import { z } from 'zod';
import { paymentMethod } from './payment';

/**
 * GET /dashboard/owner (our addition): the restaurant's home. Amounts are colones (major
 * units, summed in whole céntimos). 'Sales' are the money the ledger kept (confirmed charges less
 * refunds, IVA and the 10 % service inside, tips apart) by the instant each was written; orders are
 * those placed and not cancelled; tips and payment methods are the confirmed payments'; all as the
 * day's close reads them (src/domain/wire/dayClose.ts). Today runs from midnight to now, Costa Rica time;
 * 'last week' is the same weekday seven days before, up to the same time of day.
 *
 * Operators (group 2) get the operational part only: `sales` is null for them.
 */
const count = z.number().int();
const period = z.object({ orders: count, cancelled: count });
const salesPeriod = z.object({ sales: z.number(), orders: count, averageTicket: z.number(), tips: z.number(), cancelled: count, cancelledAmount: z.number() });
const dish = z.object({ productId: z.number().int(), name: z.string(), quantity: count, amount: z.number() });

export const ownerSummary = z
  .object({
    today: z.string(),
    lastWeek: z.string(),
    /** The instant the figures were read (ISO), so the screen can say how fresh they are. */
    at: z.string(),
    operations: z.object({
      today: period,
      lastWeek: period,
      /** Tables with an open tab now, and waiter or bill calls staff have not attended. */
      openTables: count,
      callsPending: count,
      /** Stock items under their minimum, fewest first by how far under. */
      lowStock: z.array(z.object({ id: z.number().int(), name: z.string(), stock: z.number(), minimum: z.number() })),
    }),
    sales: z
      .object({
        today: salesPeriod,
        lastWeek: salesPeriod,
        /** Hours 0–23 of today and of last week's same day (money kept by the hour it was charged or given back). */
        byHour: z.array(z.object({ hour: count, sales: z.number(), lastWeek: z.number() })),
        /** Today's ten dishes by amount (before IVA and service), and by count. */
        topByAmount: z.array(dish),
        topByCount: z.array(dish),
        methods: z.array(z.object({ method: paymentMethod, count, amount: z.number() })),
        /** The last 30 days, today last. */
        days: z.array(z.object({ day: z.string(), sales: z.number(), orders: count })),
      })
      .nullable(),
  })
  .meta({ id: 'OwnerSummary' });
export type OwnerSummary = z.infer<typeof ownerSummary>;
