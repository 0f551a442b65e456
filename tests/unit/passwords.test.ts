import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, keptCost, spendPasswordCheck, verifyPassword } from '../../mock-api/auth/passwords';

afterEach(() => vi.restoreAllMocks());

/** The hash a call of spendPasswordCheck compared the password with. */
const dummyChecked = (kept?: string[]) => {
  const compare = vi.spyOn(bcrypt, 'compareSync');
  spendPasswordCheck('Cualquier#1', kept && keptCost(kept));
  expect(compare).toHaveBeenCalledTimes(1);
  return compare.mock.calls[0][1];
};

/** The module as a server started with `PASSWORD_HASH_COST` set so reads it. */
const withCost = async (setting: string | undefined) => {
  vi.resetModules();
  vi.stubEnv('PASSWORD_HASH_COST', setting);
  const module = await import('../../mock-api/auth/passwords');
  vi.unstubAllEnvs();
  return module;
};

describe('passwords', () => {
  it('hashes at cost 10 unless the setting asks for 4 to 14', async () => {
    const costOf = async (setting: string | undefined) => bcrypt.getRounds((await withCost(setting)).hashPassword('Demo#2026'));
    expect(await costOf(undefined)).toBe(10);
    expect(await costOf('4')).toBe(4);
    expect(await costOf('12')).toBe(12);
    for (const ignored of ['3', '15', 'x', '', '4.5']) expect(await costOf(ignored)).toBe(10);
  });

  it('checks a password against its hash and refuses anything else', () => {
    const hash = hashPassword('Demo#2026');
    expect(verifyPassword('Demo#2026', hash)).toBe(true);
    expect(verifyPassword('demo#2026', hash)).toBe(false);
    expect(verifyPassword(undefined, hash)).toBe(false);
    expect(verifyPassword('Demo#2026', '')).toBe(false);
  });

  it('spends on an unknown user the work of the costliest hash kept, whatever cost this server hashes at', () => {
    for (const cost of [4, 5, 6]) {
      const kept = [bcrypt.hashSync('Demo#2026', 4), bcrypt.hashSync('Demo#2026', cost), '', 'not a hash'];
      expect(bcrypt.getRounds(dummyChecked(kept))).toBe(cost);
      vi.restoreAllMocks();
    }
    // with no hash to go by (or only broken ones), the server's own cost
    const own = bcrypt.getRounds(hashPassword('x'));
    expect(bcrypt.getRounds(dummyChecked())).toBe(own);
    vi.restoreAllMocks();
    expect(bcrypt.getRounds(dummyChecked(['not a hash', '']))).toBe(own);
  });
});
