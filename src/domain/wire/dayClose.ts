import { z } from 'zod';
import { paymentMethod } from './payment';

/**
 * GET /cashClose/{date} (our addition): the day's close ('Cierre de caja') of the caller's
 * restaurant for one Costa Rica calendar day. Amounts are colones (major units, rounded to the
 * céntimo) summed in whole céntimos, so every line adds up to its total exactly.
 *
 * - `methods`, `tipsByWaiter`, `total`: the day's confirmed payments (src/domain/wire/payment.ts), by
 *   the Costa Rica day of their `createdAt`, plus the QR menu's card payments of the day that no
 *   payment record names (an order paid whole from its receipt).
 * - `service`, `taxByRate`, `orders`: the day's orders that were not cancelled (their 10 % service,
 *   their IVA per CABYS rate with the base it was charged on, their count and totals).
 * - `cancelled`: the day's cancelled orders; `refunds`: what was given back that day, by method.
 * - `openTabs`: tabs opened that day, not closed yet and still owing something (what was given back is out of what they paid), with what they owe;
 *   `pendingSinpe`: SINPE Móvil payments of that day still waiting for staff.
 */
const count = z.number().int();

export const dayClose = z
  .object({
    date: z.string(),
    /** Set once staff closed the day: from then on its payments do not change. */
    closed: z.object({ at: z.string(), by: z.string(), countedCash: z.number().nullable().optional(), reason: z.string().optional() }).nullable(),
    /** Cash in the drawer: the day's cash charges and their tips less cash given back (expected) against what staff counted at the close. */
    cash: z.object({ expected: z.number(), counted: z.number().nullable(), difference: z.number().nullable() }),
    methods: z.array(z.object({ method: paymentMethod, currency: z.literal('CRC'), count, amount: z.number(), tips: z.number() })),
    total: z.object({ count, amount: z.number(), tips: z.number() }),
    /** Tips per waiter of the table when paid; `waiterId` null: no waiter was assigned. */
    tipsByWaiter: z.array(z.object({ waiterId: z.number().int().nullable(), name: z.string(), count, tips: z.number() })),
    service: z.number(),
    taxByRate: z.array(z.object({ rate: z.number(), base: z.number(), tax: z.number() })),
    orders: z.object({ count, amount: z.number() }),
    cancelled: z.object({ count, amount: z.number() }),
    /** Given back that day: the QR menu's card refunds, and what staff gave back of tabs' payments cancelling an order they paid, by the payment's method. */
    refunds: z.object({ count, amount: z.number(), methods: z.array(z.object({ method: paymentMethod, currency: z.literal('CRC'), count, amount: z.number() })) }),
    /** Every bill of the day's orders still owing, whichever road the orders came by (tabId 0: orders on no tab), with the orders' numbers. */
    openTabs: z.array(z.object({ tabId: z.number().int(), table: z.string(), openedAt: z.string(), ordered: z.number(), paid: z.number(), owed: z.number(), orderNumbers: z.array(z.number().int()).optional() })),
    pendingSinpe: z.array(z.object({ paymentId: z.number().int(), table: z.string(), amount: z.number(), tip: z.number(), reference: z.string(), createdAt: z.string() })),
  })
  .meta({ id: 'DayClose' });
export type DayClose = z.infer<typeof dayClose>;

/** POST /cashClose/{date}/close: the close as it now stands, with the success text. */
export const dayClosed = z.object({ close: dayClose, message: z.string() });
