import { describe, expect, it } from 'vitest';
import { cantonsOf, crDistricts, districtsOf, isKnownDistrict } from '../../mock-api/locations/crLocations';

describe("Costa Rica's provinces, cantons and districts (Hacienda's Ubicacion codes)", () => {
  it('reads the published list and the three newest cantons', () => {
    const districts = crDistricts();
    expect(districts).toHaveLength(474 + 5);
    expect(new Set(districts.map((item) => item.province))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(districts.map((item) => `${item.province}-${item.canton}`)).size).toBe(81 + 3);
    expect(districts[0]).toEqual({ province: 1, canton: 1, district: 1, provinceName: 'San José', cantonName: 'San José', districtName: 'Carmen' });
  });

  it('knows Río Cuarto, Monteverde and Puerto Jiménez as cantons', () => {
    expect(cantonsOf(2).at(-1)).toEqual({ code: 16, name: 'Río Cuarto' });
    expect(districtsOf(2, 16).map((item) => item.name)).toEqual(['Río Cuarto', 'Santa Rita', 'Santa Isabel']);
    expect(cantonsOf(6).slice(-2)).toEqual([{ code: 12, name: 'Monteverde' }, { code: 13, name: 'Puerto Jiménez' }]);
    expect(isKnownDistrict(6, 13, 1)).toBe(true);
  });

  it('tells a real district from made-up codes', () => {
    expect(isKnownDistrict(1, 1, 1)).toBe(true);
    expect(isKnownDistrict(7, 6, 4)).toBe(true);
    for (const [province, canton, district] of [[8, 1, 1], [1, 99, 1], [1, 1, 99], [0, 0, 0], ['1', 1, 1]] as const) {
      expect(isKnownDistrict(province, canton, district), `${province}-${canton}-${district}`).toBe(false);
    }
  });

  it('spells the cantons as the national territorial division does (mock-api/locations/README.md)', () => {
    const name = (province: number, code: number) => cantonsOf(province).find((canton) => canton.code === code)?.name;
    expect(name(1, 20)).toBe('León Cortés Castro');
    expect(name(4, 5)).toBe('San Rafael');
    expect(name(5, 7)).toBe('Abangares');
    expect(name(6, 6)).toBe('Quepos');
    expect(name(2, 12)).toBe('Sarchí');
    const names = crDistricts().flatMap((item) => [item.cantonName, item.districtName]);
    for (const wrong of ['León Cortéz Castro', 'San Rafaél', 'Abangáres', 'Aguirre', 'Valverde Vega']) expect(names).not.toContain(wrong);
  });
});
