import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Hacienda's economic activities (códigos de actividad económica, 6 digits), the list the issuer's
 * CodigoActividadEmisor is chosen from (mock-api/activities/README.md), read once.
 */
export interface EconomicActivity {
  code: string;
  description: string;
}

const readActivities = (dir: string): EconomicActivity[] =>
  readFileSync(join(dir, 'activities.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((row) => row.replace(/\r$/, '').split('\t'))
    .filter((cells) => cells.length === 2)
    .map(([code, description]) => ({ code, description }));

let shared: EconomicActivity[] | undefined;

/** Every activity, by code. */
export const economicActivities = () => (shared ??= readActivities(import.meta.dirname));

let index: Set<string> | undefined;

/** True when the code is one of the list's. */
export const isKnownActivity = (code: unknown) => {
  index ??= new Set(economicActivities().map((item) => item.code));
  return typeof code === 'string' && index.has(code);
};

/** The demo restaurants' activity: 'Servicio de restaurante, cafeterías, sodas y otros expendios de comida'. */
export const RESTAURANT_ACTIVITY = '552004';
