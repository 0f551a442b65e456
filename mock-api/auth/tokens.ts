import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed pointer to a session the server keeps (sessionRegistry.ts). The signature stops forged
 * or edited tokens before any lookup; whether the session still lives is the registry's answer.
 */
export interface TokenClaims {
  uid: number;
  /** The server-side session this token belongs to. */
  sid: string;
  /** Issued for a temporary password: may only change the password. */
  tmp: boolean;
  /** The session's absolute end (ms); the registry also ends it earlier when idle or revoked. */
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
    if (typeof claims.uid !== 'number' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
    return claims;
  } catch {
    return undefined;
  }
};
