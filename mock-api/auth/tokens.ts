import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of a session token, and of the token a temporary password gives (only good for changing it). */
export const SESSION_MS = 8 * 60 * 60 * 1000;
export const TEMPORARY_MS = 15 * 60 * 1000;

export interface TokenClaims {
  uid: number;
  /** Issued for a temporary password: may only change the password. */
  tmp: boolean;
  exp: number;
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export const issueToken = (claims: TokenClaims, secret: string): string => {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
};

/** The claims of a well-formed, correctly signed, unexpired token; otherwise undefined. */
export const readToken = (token: string | undefined, secret: string, now: number): TokenClaims | undefined => {
  if (!token) return undefined;
  const [body, signature, rest] = token.split('.');
  if (!body || !signature || rest !== undefined) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.uid !== 'number' || typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
    return claims;
  } catch {
    return undefined;
  }
};
