import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once, as
 * the first object schema is built. The admin's Content-Security-Policy (serving/securityHeaders.ts)
 * forbids eval, so in the browser that probe is refused and reported as a violation. The compiled
 * parsers are a speed-up only: switched off before any schema that imports this is built.
 */
z.config({ jitless: true });
