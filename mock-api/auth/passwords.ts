import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import type { Rng } from '../seed/random';

/**
 * bcrypt's work factor: 10 unless `PASSWORD_HASH_COST` says otherwise. `npm test` sets 4
 * (scripts/test.sh): its browser tests sign in hundreds of times, and at 10 those checks alone took
 * about a minute of the two cores. Outside 4 to 14 the setting is ignored.
 */
const COST = ((setting) => (Number.isInteger(setting) && setting >= 4 && setting <= 14 ? setting : 10))(Number(process.env.PASSWORD_HASH_COST));
const SALT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const hashPassword = (password: string): string => bcrypt.hashSync(password, COST);

/** The seed is deterministic, so its salts come from the seeded stream instead of the system. */
export const hashPasswordSeeded = (password: string, r: Rng): string => {
  const salt = Array.from({ length: 22 }, () => SALT_ALPHABET[r.int(0, 63)]).join('');
  return bcrypt.hashSync(password, `$2b$${String(COST).padStart(2, '0')}$${salt}`);
};

export const verifyPassword = (password: unknown, hash: string | null | undefined): boolean =>
  typeof password === 'string' && !!hash && bcrypt.compareSync(password, hash);

const dummyHashes = new Map<number, string>();
const BCRYPT_HASH = /^\$2[aby]\$(\d\d)\$/;

/**
 * The work factor of the costliest hash kept (this server's own when none is readable): what a
 * check against a stored hash can cost, so the work spent for a user with no hash is never less.
 */
export const keptCost = (hashes: Iterable<string | null | undefined>): number => {
  let cost = 0;
  for (const hash of hashes) {
    const rounds = hash ? BCRYPT_HASH.exec(hash)?.[1] : undefined;
    if (rounds) cost = Math.max(cost, Number(rounds));
  }
  return cost || COST;
};

/**
 * The work of checking a password, spent when there is no hash to check it against (an unknown
 * or locked user), so that such an answer takes as long as a wrong password for a real user and
 * the sign-in cannot be used to find out which accounts exist. `cost` is that of the hashes kept
 * (keptCost), so a data file hashed at another cost than this server's still answers in one time.
 */
export const spendPasswordCheck = (password: unknown, cost = COST): false => {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = bcrypt.hashSync(randomBytes(16).toString('base64url'), cost);
    dummyHashes.set(cost, dummy);
  }
  bcrypt.compareSync(typeof password === 'string' ? password : '', dummy);
  return false;
};

/** A temporary password that itself meets the password policy. */
export const temporaryPassword = (): string => {
  const core = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
  return `Tmp${core}#7`;
};
