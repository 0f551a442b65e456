import { createHash } from 'node:crypto';

/**
 * A seeded pseudo-random source (mulberry32). Each seed area takes its own stream named after
 * it, so adding data to one area never shifts the data of another.
 */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  hex(bytes: number): string;
}

export const SEED = 20261121;

export const rng = (area: string, seed = SEED): Rng => {
  let state = createHash('sha256').update(`${seed}:${area}`).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    hex: (bytes) => Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, '0')).join(''),
  };
};
