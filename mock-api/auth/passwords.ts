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

/** A temporary password that itself meets the password policy. */
export const temporaryPassword = (): string => {
  const core = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
  return `Tmp${core}#7`;
};
