import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaBuiltFrom } from '../../mock-api/validation';

describe('a schema built from stored lookups', () => {
  it('is built once for the same lookups, and again when they change', () => {
    let builds = 0;
    const schemaFor = schemaBuiltFrom((codes: string[]) => {
      builds++;
      return z.enum(codes as [string, ...string[]]);
    });
    const first = schemaFor(['A', 'B']);
    expect(schemaFor(['A', 'B'])).toBe(first);
    expect(builds).toBe(1);
    const changed = schemaFor(['A', 'B', 'C']);
    expect(builds).toBe(2);
    expect(changed.safeParse('C').success).toBe(true);
    expect(first.safeParse('C').success).toBe(false);
  });
});
