import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import type { Rng } from '../seed/random';

const COST = 10;
const SALT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const hashPassword = (password: string): string => bcrypt.hashSync(password, COST);

/** The seed is deterministic, so its salts come from the seeded stream instead of the system. */
export const hashPasswordSeeded = (password: string, r: Rng): string => {
  const salt = Array.from({ length: 22 }, () => SALT_ALPHABET[r.int(0, 63)]).join('');
  return bcrypt.hashSync(password, `$2b$${COST}$${salt}`);
};

export const verifyPassword = (password: unknown, hash: string | null | undefined): boolean =>
  typeof password === 'string' && !!hash && bcrypt.compareSync(password, hash);

let dummyHash: string | undefined;

/**
 * The work of checking a password, spent when there is no hash to check it against (an unknown
 * or locked user), so that such an answer takes as long as a wrong password for a real user and
 * the sign-in cannot be used to find out which accounts exist.
 */
export const spendPasswordCheck = (password: unknown): false => {
  dummyHash ??= bcrypt.hashSync(randomBytes(16).toString('base64url'), COST);
  bcrypt.compareSync(typeof password === 'string' ? password : '', dummyHash);
  return false;
};

/** A temporary password that itself meets the password policy. */
export const temporaryPassword = (): string => {
  const core = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
  return `Tmp${core}#7`;
};
