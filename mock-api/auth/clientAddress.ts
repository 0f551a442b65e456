import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The header by which the dev and preview servers' proxy (vite.config.ts) proves it is that proxy.
 * Its value is `API_PROXY_KEY`: only a request carrying it has its X-Forwarded-For believed.
 */
export const PROXY_KEY_HEADER = 'x-portal-proxy-key';

/**
 * The key the proxy and the mock API share: `API_PROXY_KEY` when set (a production proxy in front
 * of the mock API sends it), otherwise a random one kept in this process's environment, where the
 * proxy of `npm start`, `npm run preview` and the tests (same process) reads it and nobody else can.
 */
export const proxyKey = () => (process.env.API_PROXY_KEY ||= randomBytes(24).toString('base64url'));

/** A header's value against a secret, in constant time. */
export const sameSecret = (sent: string | string[] | undefined, key: string) => {
  if (typeof sent !== 'string') return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(key)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The address a request is counted against (rate limits). The mock API listens on loopback, so
 * every caller's socket is this machine: a direct caller counts as its socket address whatever
 * X-Forwarded-For it sends. Only the proxy's own hop is trusted: a request that carries the proxy
 * key counts as the address the proxy put in X-Forwarded-For, which it overwrites with the socket
 * address it saw (never appending to the client's header).
 */
export const clientAddress = (req: IncomingMessage): string => {
  const socketAddress = req.socket.remoteAddress ?? '';
  if (!sameSecret(req.headers[PROXY_KEY_HEADER], proxyKey())) return socketAddress;
  const forwarded = req.headers['x-forwarded-for'];
  const address = typeof forwarded === 'string' ? forwarded.trim() : '';
  return isIP(address) ? address : socketAddress;
};

/**
 * The client a limit counts: its address, or for IPv6 its /64. One host is usually handed a whole
 * /64 (SLAAC, privacy addresses), so counting each IPv6 address alone would make it many clients;
 * a /64 is one subscriber's network, as an IPv4 address behind a restaurant's Wi-Fi is.
 */
export const clientKey = (req: IncomingMessage): string => ipKeyGenerator(clientAddress(req), 64);
