import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';

/** The diner app's paths (docs/departures.md) are served by its own page, not the admin's. */
export const PUBLIC_APP_PATHS = /^\/(menuqr|voucher)(\/|$)/;

/** What one server may hand out besides its pages and /api. */
export interface ServedFiles {
  /** Folders whose files are served as they are: public/ for the dev server, the build for the preview. */
  fileDirs: string[];
  /** Exact paths the dev server answers itself (its client, the React refresh runtime). */
  exact?: string[];
  /** Path prefixes of the app sources and pre-bundled dependencies the dev server transforms. */
  prefixes?: string[];
}

/**
 * The decoded path of a request, or undefined when it could reach outside what it names:
 * `..` or `.` segments, dotfiles and dot-folders (`.git`, `.data`, `.env`), backslashes, NUL,
 * or a `%` left after decoding (a second decoding further down could turn it into any of those).
 */
export const cleanPath = (url: string, allowedDotPrefix?: string): string | undefined => {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || /[\\\0%]/.test(path)) return undefined;
  const checked = allowedDotPrefix && path.startsWith(allowedDotPrefix) ? path.slice(allowedDotPrefix.length) : path;
  if (checked.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return path;
};

const isFileIn = (dir: string, path: string) => {
  const file = join(dir, path);
  return file.startsWith(dir + sep) && statSync(file, { throwIfNoEntry: false })?.isFile() === true;
};

/** An admin screen's address (`/`, `/login`, `/banks/3`): no dot in its last segment, no `/@` or `/__` internals. */
const isAdminRoute = (path: string) => !/^\/(@|__)/.test(path) && !path.slice(path.lastIndexOf('/')).includes('.');

const refuse = (res: ServerResponse) => {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('No encontrado.');
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The allow-list in front of the dev server and the preview: /api (the proxy), the two apps'
 * pages, the listed files and folders, and nothing else. The diner app's paths get its page,
 * every other screen address the admin's; anything else — the data folder, the outbox, the
 * mock API, tests, scripts, package files, dotfiles, `/@fs/`, `/__open-in-editor` — is a 404.
 */
export const servedPaths = ({ fileDirs, exact = [], prefixes = [] }: ServedFiles): Middleware => {
  const exactPaths = new Set(exact);
  const dotPrefix = prefixes.find((prefix) => prefix.includes('/.'));
  return (req, res, next) => {
    // the mock API answers only its routes and reads no file: its paths go to the proxy as they are
    const raw = (req.url ?? '/').split('?')[0];
    if (raw === '/api' || raw.startsWith('/api/')) return next();
    const path = cleanPath(raw, dotPrefix);
    if (!path) return refuse(res);
    if (PUBLIC_APP_PATHS.test(path)) {
      req.url = '/public-app/index.html';
      return next();
    }
    if (exactPaths.has(path) || prefixes.some((prefix) => path.startsWith(prefix))) return next();
    if (fileDirs.some((dir) => isFileIn(dir, path))) return next();
    if (isAdminRoute(path)) {
      req.url = '/index.html';
      return next();
    }
    refuse(res);
  };
};
