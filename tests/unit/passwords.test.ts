import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../../mock-api/auth/passwords';

afterEach(() => vi.restoreAllMocks());

/** The hash a call of spendPasswordCheck compared the password with. */
const dummyChecked = (like?: string) => {
  const compare = vi.spyOn(bcrypt, 'compareSync');
  spendPasswordCheck('Cualquier#1', like);
  expect(compare).toHaveBeenCalledTimes(1);
  return compare.mock.calls[0][1];
};

describe('passwords', () => {
  it('checks a password against its hash and refuses anything else', () => {
    const hash = hashPassword('Demo#2026');
    expect(verifyPassword('Demo#2026', hash)).toBe(true);
    expect(verifyPassword('demo#2026', hash)).toBe(false);
    expect(verifyPassword(undefined, hash)).toBe(false);
    expect(verifyPassword('Demo#2026', '')).toBe(false);
  });

  it('spends on an unknown user the work of the hashes kept, whatever cost this server hashes at', () => {
    for (const cost of [4, 5, 6]) {
      const kept = bcrypt.hashSync('Demo#2026', cost);
      expect(bcrypt.getRounds(dummyChecked(kept))).toBe(cost);
      vi.restoreAllMocks();
    }
    // with no hash to go by (or a broken one), the server's own cost
    expect(bcrypt.getRounds(dummyChecked())).toBe(bcrypt.getRounds(hashPassword('x')));
    vi.restoreAllMocks();
    expect(bcrypt.getRounds(dummyChecked('not a hash'))).toBe(bcrypt.getRounds(hashPassword('x')));
  });
});
