import type { NextFunction, Request, Response } from 'express';
import { messages } from '../src/domain/messages';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** `API_ALLOWED_HOSTS`: more names the API answers to, comma-separated, each `name` or `name:port`. */
export const configuredHosts = (value = process.env.API_ALLOWED_HOSTS ?? '') =>
  value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** A Host header or an allowed entry as name and port (none when it names no port). */
const parseHost = (host: string) => {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  return match ? { name: match[1], port: match[2] === undefined ? undefined : Number(match[2]) } : undefined;
};

/**
 * Whether a Host header names this API: localhost, 127.0.0.1 or [::1] with the port the request
 * arrived on, or one of the configured hosts (one configured without a port: on any port).
 */
export const hostAllowed = (host: string | undefined, localPort: number | undefined, extra: string[]) => {
  const asked = host ? parseHost(host) : undefined;
  if (!asked) return false;
  const port = asked.port ?? 80;
  if (LOOPBACK_NAMES.includes(asked.name) && port === localPort) return true;
  return extra.some((entry) => {
    const allowed = parseHost(entry);
    return allowed?.name === asked.name && (allowed.port === undefined || allowed.port === port);
  });
};

/**
 * Against DNS rebinding: a page on an attacker's name that resolves to 127.0.0.1 reaches the API
 * as same-origin to itself, with its own name in Host. Only requests naming this API are answered
 * (the dev and preview proxy rewrites Host to 127.0.0.1:API_PORT); the rest get 403 and a Spanish
 * message, like the dev servers' own refusal of foreign hosts.
 */
export const hostCheck = (extra: string[] = configuredHosts()) => (req: Request, res: Response, next: NextFunction) => {
  if (hostAllowed(req.headers.host, req.socket.localPort, extra)) return next();
  res.status(403).json({ message: messages.hostNotAllowed });
};
