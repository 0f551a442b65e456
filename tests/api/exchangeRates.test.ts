import { describe, expect, it } from 'vitest';
import { crDate, DAY_MS } from '../../src/domain/costaRicaTime';
import { exchangeRateMessages as text } from '../../src/domain/exchangeRateMessages';
import { rateAt, storedExchangeRates } from '../../mock-api/provider/exchangeRates';
import { SEEDED_BY } from '../../mock-api/seed/exchangeRates';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * 'Tipos de cambio' (docs/departures.md, 'Dollars that match'): the provider's staff keep the day's
 * BCCR rate; the seed brings a plausible history; a day without a row takes the latest earlier
 * one; a past day's rate is never changed (its documents state it); a merchant cannot read the table.
 */
const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, backoffice: DEMO.backoffice, merchant: DEMO.merchant, operator: DEMO.operator });
const rows = () => storedExchangeRates(api.store.state());
const body = (day: string, rate: unknown) => ({ exchangeRate: { day, rate } });

describe("the provider's table of dollar rates", () => {
  it('is seeded with a plausible history: a weekday rate of ₡495–₡515 for every day of the seeded sales', async () => {
    const answer = await api.call('GET', '/exchangeRate/getRates', { token: tokens.backoffice });
    expect(answer.status).toBe(200);
    const list = answer.body.exchangeRates as { day: string; rate: number; enteredBy: string }[];
    expect(list.length).toBeGreaterThan(250);
    expect(list[0].day > list[list.length - 1].day).toBe(true);
    for (const row of list) {
      expect(row.rate).toBeGreaterThanOrEqual(495);
      expect(row.rate).toBeLessThanOrEqual(515);
      expect(Math.round(row.rate * 100) / 100).toBe(row.rate);
      expect(row.enteredBy).toBe(SEEDED_BY);
      expect([0, 6]).not.toContain(new Date(`${row.day}T12:00:00Z`).getUTCDay());
    }
    // a Saturday takes Friday's rate
    const friday = list.find((row) => new Date(`${row.day}T12:00:00Z`).getUTCDay() === 5)!;
    const saturday = Date.parse(`${friday.day}T12:00:00-06:00`) + DAY_MS;
    expect(rateAt(api.store.state(), saturday)).toBe(friday.rate);
  });

  it('is read and written by the provider only: a merchant or its operator is refused', async () => {
    for (const token of [tokens.merchant, tokens.operator]) {
      expect((await api.call('GET', '/exchangeRate/getRates', { token })).status).toBe(403);
      expect((await api.call('POST', '/exchangeRate/', { token, body: body(crDate(api.clock.now() + DAY_MS), 510) })).status).toBe(403);
    }
    expect((await api.call('GET', '/exchangeRate/getRates')).status).toBe(401);
  });

  it("takes tomorrow's rate from an administrator, once; never a day after tomorrow", async () => {
    const tomorrow = crDate(api.clock.now() + DAY_MS);
    const entered = await api.call('POST', '/exchangeRate/', { token: tokens.admin, body: body(tomorrow, 509.87) });
    expect(entered.status, entered.text).toBe(200);
    expect(entered.body).toMatchObject({ exchangeRate: { day: tomorrow, rate: 509.87 }, message: text.created });
    expect(entered.body.exchangeRate.enteredBy).not.toBe(SEEDED_BY);
    expect(rateAt(api.store.state(), api.clock.now() + DAY_MS)).toBe(509.87);
    const again = await api.call('POST', '/exchangeRate/', { token: tokens.admin, body: body(tomorrow, 510) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(text.dayTaken);
    const later = crDate(api.clock.now() + 2 * DAY_MS);
    const tooLate = await api.call('POST', '/exchangeRate/', { token: tokens.admin, body: body(later, 510) });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe(text.dayTooLate);
    expect(rows().some((row) => row.day === later)).toBe(false);
  });

  it('refuses a rate that is not colones per dollar with two decimals, in Spanish, changing nothing', async () => {
    const before = JSON.stringify(rows());
    const tomorrow = crDate(api.clock.now() + DAY_MS);
    for (const rate of [0, -505, 99.99, 2000.01, 505.123, '505', null]) {
      const refused = await api.call('PUT', `/exchangeRate/${tomorrow}`, { token: tokens.backoffice, body: body(tomorrow, rate) });
      expect(refused.status, String(rate)).toBe(400);
      expect(refused.body).toMatchObject({ message: text.badRate, field: 'rate' });
    }
    const badDay = await api.call('POST', '/exchangeRate/', { token: tokens.admin, body: body('2026-02-30', 505) });
    expect(badDay.body).toMatchObject({ message: text.badDay, field: 'day' });
    expect(JSON.stringify(rows())).toBe(before);
  });

  it("corrects today's rate; a past day's stays as its documents state it", async () => {
    const today = crDate(api.clock.now());
    if (!rows().some((row) => row.day === today)) expect((await api.call('POST', '/exchangeRate/', { token: tokens.admin, body: body(today, 505) })).status).toBe(200);
    const corrected = await api.call('PUT', `/exchangeRate/${today}`, { token: tokens.backoffice, body: body(today, 506.5) });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.message).toBe(text.updated);
    expect(rateAt(api.store.state(), api.clock.now())).toBe(506.5);
    const past = rows().find((row) => row.day < today)!;
    const refused = await api.call('PUT', `/exchangeRate/${past.day}`, { token: tokens.admin, body: body(past.day, 500) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(text.pastDay);
    expect(rows().find((row) => row.day === past.day)!.rate).toBe(past.rate);
    expect((await api.call('PUT', '/exchangeRate/1999-01-01', { token: tokens.admin, body: body('1999-01-01', 500) })).status).toBe(404);
  });
});
