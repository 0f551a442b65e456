import { z } from 'zod';
import { lastRateDay, rateDayCorrectable } from '../../src/domain/rateDays';
import { exchangeRateMessages as text } from '../../src/domain/exchangeRateMessages';
import { messages } from '../../src/domain/messages';
import { exchangeRate } from '../../src/domain/wire/exchangeRate';
import { exchangeRateSchema } from '../../src/schemas/exchangeRateSchema';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, conflict, notFound } from '../http';
import { EXCHANGE_RATES, exchangeRatesOf, storedExchangeRates } from '../provider/exchangeRates';
import { staffNameOf } from '../auth/staffName';

/**
 * 'Tipos de cambio' (docs/departures.md, 'Dollars that match'): the provider's staff keep the day's
 * BCCR reference rate, at which dollar sales are charged and invoiced. Only the provider's groups
 * (docs/roles.md); a merchant reads a day's rate on its documents. A day may be entered up to
 * tomorrow (BCCR publishes a day's rate the evening before); today's and tomorrow's may be
 * corrected, a past day's not: the documents of that day already state it.
 */
const access = { screens: ['exchangeRates'] } as const;
const dayRefusals = [
  { status: 400, message: text.dayTooLate },
  { status: 409, message: text.pastDay },
] as const;

/** The day must not be after tomorrow, Costa Rica time. */
const notTooLate = (day: string, now: number) => {
  if (day > lastRateDay(now)) throw new ApiError(400, text.dayTooLate, { field: 'day' });
};

export const exchangeRateEndpoints = [
  endpoint({
    method: 'GET',
    path: '/exchangeRate/getRates',
    summary: 'Every day of the dollar reference rate table, the newest first.',
    access,
    addition: true,
    answer: z.object({ exchangeRates: z.array(exchangeRate) }),
    refusals: [],
    handle: ({ ctx }) => ({ exchangeRates: [...storedExchangeRates(ctx.store.state())].sort((a, b) => b.day.localeCompare(a.day)) }),
  }),
  endpoint({
    method: 'POST',
    path: '/exchangeRate/',
    summary: "Enters a day's dollar reference rate (colones per dollar, two decimals); a day up to tomorrow that has none yet.",
    access,
    addition: true,
    body: { schema: exchangeRateSchema, wrap: 'exchangeRate', example: { exchangeRate: { day: '2026-05-14', rate: 507.45 } } },
    answer: z.object({ exchangeRate, message: z.string() }),
    refusals: [{ status: 400, message: text.dayTooLate }, { status: 409, message: text.dayTaken }],
    handle: ({ ctx, session, body }) => {
      notTooLate(body.day, ctx.clock.now());
      const rows = exchangeRatesOf(ctx.store.state());
      if (rows.some((row) => row.day === body.day)) throw conflict(text.dayTaken, { field: 'day' });
      const record = { day: body.day, rate: body.rate, enteredBy: staffNameOf(session) };
      rows.push(record);
      rows.sort((a, b) => a.day.localeCompare(b.day));
      ctx.store.save(EXCHANGE_RATES);
      return { exchangeRate: record, message: text.created };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/exchangeRate/:day',
    summary: "Corrects today's or tomorrow's rate; a past day's stays as its documents state it.",
    access,
    addition: true,
    body: { schema: exchangeRateSchema, wrap: 'exchangeRate', example: { exchangeRate: { day: '2026-05-14', rate: 507.45 } } },
    answer: z.object({ exchangeRate, message: z.string() }),
    refusals: [{ status: 404, message: messages.notFound }, ...dayRefusals],
    // call.body is read after the day is found: an unknown day is 404 whatever the body
    handle: (call) => {
      const { ctx, session, params } = call;
      const rows = exchangeRatesOf(ctx.store.state());
      const index = rows.findIndex((row) => row.day === params.day);
      if (index < 0) throw notFound();
      if (!rateDayCorrectable(params.day, ctx.clock.now())) throw conflict(text.pastDay);
      const record = { day: rows[index].day, rate: call.body.rate, enteredBy: staffNameOf(session) };
      rows[index] = record;
      ctx.store.save(EXCHANGE_RATES);
      return { exchangeRate: record, message: text.updated };
    },
  }),
];

export const exchangeRateRoutes = declaredArea('/exchangeRate', exchangeRateEndpoints, { ownsPrefix: true });
