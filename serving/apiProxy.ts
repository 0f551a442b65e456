import type { ProxyOptions } from 'vite';
import { PROXY_KEY_HEADER, proxyKey } from '../mock-api/auth/clientAddress.js';

/**
 * The mock API under /api, for `npm start` and `npm run preview`. Host is rewritten to the API's
 * own (127.0.0.1:API_PORT, which its host check accepts). X-Forwarded-For is overwritten, never
 * appended to, with the address of the socket this server sees, and sent with the proxy key: the
 * API believes it only then (mock-api/auth/clientAddress.ts), so a client's own X-Forwarded-For
 * counts for nothing, through this proxy or straight to the API.
 */
export const apiProxy = (apiPort: number): Record<string, ProxyOptions> => ({
  '/api': {
    target: `http://127.0.0.1:${apiPort}`,
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/api/, '') || '/',
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
        proxyReq.setHeader(PROXY_KEY_HEADER, proxyKey());
        for (const header of ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']) proxyReq.removeHeader(header);
      });
    },
  },
});
