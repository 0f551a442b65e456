import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * The key that encrypts the merchants' signing keys at rest (signingKeys.ts, AES-256-GCM).
 * From the environment, `PORTAL_KEY` (32 bytes as base64 or 64 hex digits); without it, for the
 * demo, a random one made on first start and kept in `portal.key` beside the data file, readable
 * by this process's user only. The key is never written to an answer or a log, and a wrong
 * `PORTAL_KEY` stops the API with a message that does not repeat it.
 */
export const portalKeyFile = (dataFile: string) => path.join(path.dirname(dataFile), 'portal.key');

const KEY_BYTES = 32;

export class PortalKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortalKeyError';
  }
}

const decode = (text: string): Buffer | undefined => {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === KEY_BYTES ? bytes : undefined;
};

/** Written whole and flushed, then renamed: a crash leaves no key or the whole key, never half of one. */
const writeKeyFile = (file: string, key: Buffer) => {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
};

const keys = new Map<string, Buffer>();

/** The portal's key for the data file's signing keys (cached per data file). */
export const portalKey = (dataFile: string, env: NodeJS.ProcessEnv = process.env): Buffer => {
  const fromEnv = env.PORTAL_KEY;
  if (fromEnv !== undefined && fromEnv !== '') {
    const key = decode(fromEnv);
    if (!key) throw new PortalKeyError('PORTAL_KEY must be 32 bytes written as base64 (44 characters) or as 64 hexadecimal digits.');
    return key;
  }
  const file = portalKeyFile(dataFile);
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer | undefined;
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = undefined;
  }
  if (text === undefined) {
    key = randomBytes(KEY_BYTES);
    writeKeyFile(file, key);
  } else {
    key = decode(text);
    if (!key) throw new PortalKeyError(`${file} does not hold a 32-byte key; restore it, or set PORTAL_KEY.`);
  }
  keys.set(file, key);
  return key;
};
