import { crLocations, type CrLocations } from '../../src/domain/wire/settings';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { cantonsOf, crDistricts, districtsOf } from '../locations/crLocations';

let answer: CrLocations | undefined;

/** The whole tree, built once: 7 provinces, 84 cantons, 479 districts (mock-api/locations/README.md). */
const locations = (): CrLocations => {
  if (answer) return answer;
  const provinces = new Map<number, string>();
  for (const item of crDistricts()) if (!provinces.has(item.province)) provinces.set(item.province, item.provinceName);
  answer = {
    provinces: [...provinces]
      .sort(([a], [b]) => a - b)
      .map(([code, name]) => ({
        code,
        name,
        cantons: cantonsOf(code).map((canton) => ({ ...canton, districts: districtsOf(code, canton.code) })),
      })),
  };
  return answer;
};

/**
 * GET /locations (our addition): Costa Rica's provinces, cantons and districts with the
 * codes Hacienda's documents ask for, for the fiscal address selects of company settings (group 4)
 * and the provider's merchant form (groups 1 and 3). The same for every caller: public data.
 */
export const locationEndpoints = [
  endpoint({
    method: 'GET',
    path: '/locations/',
    summary: "Costa Rica's provinces, cantons and districts with Hacienda's codes (our addition: the fiscal address selects).",
    access: { screens: ['company', 'merchants'] },
    addition: true,
    answer: crLocations,
    refusals: [],
    handle: () => locations(),
  }),
];

export const locationRoutes = declaredArea('/locations', locationEndpoints);
