import type { Plugin } from 'vite';

const SHARED_WORKER_CHECK = 'if (typeof SharedWorker === "undefined") {';

/**
 * When its connection to the dev server drops (a page change can drop it too), Vite's client
 * waits for the server from a SharedWorker built from a blob: URL, a script the page's CSP
 * (script-src 'self', no worker-src) refuses. This sends it down the path it takes in browsers
 * without SharedWorker, the same wait run in the page. Dev server only.
 */
export const viteClientPingInPage = (): Plugin => ({
  name: 'vite-client-ping-in-page',
  apply: 'serve',
  transform(code, id) {
    if (!/\/vite\/dist\/client\/client\.mjs$/.test(id.split('?')[0])) return;
    if (!code.includes(SHARED_WORKER_CHECK)) {
      // a new Vite that waits differently: say so here rather than leave a CSP refusal to trace
      this.error('vite-client-ping-in-page: the SharedWorker check was not found in the Vite client.');
    }
    return code.replace(SHARED_WORKER_CHECK, 'if (true) {');
  },
});
