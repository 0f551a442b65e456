import helmet from 'helmet';

/**
 * helmet's headers on every answer of the mock API, with a policy fit for JSON: nothing may be
 * loaded, run or framed from an answer. No CORS headers at all: the apps call the API on their
 * own origin (through /api), so another site's page can neither read answers nor pass a preflight.
 * No HSTS: the mock API speaks plain HTTP, where browsers ignore it.
 */
export const apiHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
});
