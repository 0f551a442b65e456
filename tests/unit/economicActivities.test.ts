import { describe, expect, it } from 'vitest';
import { economicActivities, isKnownActivity, RESTAURANT_ACTIVITY } from '../../mock-api/activities/economicActivities';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';

/** Hacienda's economic activities as mock-api/activities/README.md describes the file, and the schema's use of it. */
describe("Hacienda's economic activities", () => {
  it('holds each 6-digit code once, sorted, each with its description', () => {
    const codes = economicActivities().map((activity) => activity.code);
    expect(codes.length).toBe(707);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(economicActivities().every((activity) => activity.description.trim() !== '' && activity.description === activity.description.trim())).toBe(true);
  });

  it("knows the demo restaurants' activity and no made-up code", () => {
    expect(economicActivities().find((activity) => activity.code === RESTAURANT_ACTIVITY)?.description).toMatch(/RESTAURANTE, CAFETERIAS, SODAS/);
    expect(isKnownActivity('011340')).toBe(true);
    for (const code of ['561001', '000000', '0141001', 552004, '', undefined]) expect(isKnownActivity(code)).toBe(false);
  });

  it('lets the schema refuse a code outside the list only when the list is given', () => {
    const body = { simplifiedRegime: false, tableService: true, activityCode: '561001' };
    const checked = companySettingsSchema({ knownActivity: isKnownActivity }).safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([fiscalMessages.unknownActivity]);
    expect(companySettingsSchema({ knownActivity: isKnownActivity }).safeParse({ ...body, activityCode: RESTAURANT_ACTIVITY }).success).toBe(true);
    // a form without the list yet checks the shape only; the server always has it
    expect(companySettingsSchema().safeParse(body).success).toBe(true);
  });
});
