import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret that lets a diner cancel their own order. It is handed only to the device that
 * placed the order (POST /order/external) and never stored: the order keeps its SHA-256, which is
 * enough for 128 random bits (nothing to brute-force, so no slow hash is needed).
 */
export const newCancelKey = () => randomBytes(16).toString('base64url');

export const hashCancelKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** True only for a string whose hash is the stored one; compared in constant time. */
export const cancelKeyMatches = (key: unknown, storedHash: string | undefined): boolean => {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{22,64}$/.test(key) || typeof storedHash !== 'string') return false;
  const given = Buffer.from(hashCancelKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
};
