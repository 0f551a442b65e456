import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { PUBLIC_APP_PATHS } from './servedPaths.js';

/**
 * What the pages may load. No inline or evaluated script anywhere (the dev server's React
 * refresh preamble is served as a module file, see reactPreamble.ts). Styles need
 * 'unsafe-inline': MUI and emotion insert <style> elements and style attributes at run time.
 * Images: the app's own files, logos and product pictures stored as data URLs, and the blob:
 * URL a chosen logo is read through.
 */
export const contentSecurityPolicy = (apiOrigin?: string) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // 'self' also covers the dev server's HMR WebSocket (same host and port)
  'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Browser features neither app uses: off for the page and anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid',
  'magnetometer', 'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial',
  'usb', 'xr-spatial-tracking', 'browsing-topics',
].map((feature) => `${feature}=()`).join(', ');

/** The diner pages carry a table token or a voucher id in their address: never sent on. */
export const referrerPolicyFor = (path: string) =>
  PUBLIC_APP_PATHS.test(path) ? 'no-referrer' : 'strict-origin-when-cross-origin';

/** An absolute VITE_API_URL (the provider's real API) is the one other address pages may call. */
const apiOriginOf = (apiUrl: string | undefined) => {
  try {
    return apiUrl ? new URL(apiUrl).origin : undefined;
  } catch {
    return undefined; // a path such as /api: same origin
  }
};

const helmetFor = (referrer: 'no-referrer' | 'strict-origin-when-cross-origin', apiOrigin?: string) => {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(apiOrigin) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: referrer },
    // These local servers speak plain HTTP, where browsers ignore HSTS and upgrading requests
    // would break them; the production server over HTTPS sends both
    // (docs/deployment.md, headers for the production web server).
    strictTransportSecurity: false,
  };
  return helmet(options);
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers of every page and file the dev server and the preview send. /api answers are the
 * mock API's own (mock-api/apiHeaders.ts), passed through the proxy unchanged.
 */
export const securityHeaders = (apiUrl = process.env.VITE_API_URL): Middleware => {
  const apiOrigin = apiOriginOf(apiUrl);
  const publicPages = helmetFor('no-referrer', apiOrigin);
  const otherPages = helmetFor('strict-origin-when-cross-origin', apiOrigin);
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return next();
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (referrerPolicyFor(path) === 'no-referrer' ? publicPages : otherPages)(req, res, next);
  };
};
