import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Costa Rica's provinces, cantons and districts with Hacienda's codes (mock-api/locations/README.md):
 * the published list plus the three newest cantons, read once.
 */
export interface District {
  province: number;
  canton: number;
  district: number;
  provinceName: string;
  cantonName: string;
  districtName: string;
}

const FILES = ['locations.tsv', 'newest-cantons.tsv'];

const readDistricts = (dir: string): District[] =>
  FILES.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .slice(1)
      .map((row) => row.replace(/\r$/, '').split('\t'))
      .filter((cells) => cells.length === 6)
      .map(([province, canton, district, provinceName, cantonName, districtName]) => ({
        province: Number(province),
        canton: Number(canton),
        district: Number(district),
        provinceName,
        cantonName,
        districtName,
      })),
  );

let shared: District[] | undefined;

/** Every district, in the files' order (by province, canton and district; the newest cantons last). */
export const crDistricts = () => (shared ??= readDistricts(import.meta.dirname));

const key = (province: number, canton: number, district: number) => `${province}-${canton}-${district}`;
let index: Set<string> | undefined;

/** True when the three codes name a district of the list. */
export const isKnownDistrict = (province: unknown, canton: unknown, district: unknown) => {
  index ??= new Set(crDistricts().map((item) => key(item.province, item.canton, item.district)));
  return typeof province === 'number' && typeof canton === 'number' && typeof district === 'number' && index.has(key(province, canton, district));
};

/** The cantons of a province, each once, by code. */
export const cantonsOf = (province: number) => {
  const cantons = new Map<number, string>();
  for (const item of crDistricts()) if (item.province === province && !cantons.has(item.canton)) cantons.set(item.canton, item.cantonName);
  return [...cantons].map(([code, name]) => ({ code, name })).sort((a, b) => a.code - b.code);
};

/** The districts of a canton, by code. */
export const districtsOf = (province: number, canton: number) =>
  crDistricts()
    .filter((item) => item.province === province && item.canton === canton)
    .map((item) => ({ code: item.district, name: item.districtName }))
    .sort((a, b) => a.code - b.code);
