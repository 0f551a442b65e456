import react from '@vitejs/plugin-react';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { apiProxy } from './serving/apiProxy.js';
import { PREAMBLE_PATH, reactPreambleModule } from './serving/reactPreamble.js';
import { securityHeaders } from './serving/securityHeaders.js';
import { servedPaths } from './serving/servedPaths.js';
import { viteClientPingInPage } from './serving/viteClientPing.js';

const apiPort = Number(process.env.API_PORT || 3000);
const root = import.meta.dirname;

/** Folders of app code the dev server may transform and serve: the admin, its screens, the diner app. */
const APP_SOURCES = ['src', 'resources', 'public-app'];

/**
 * Headers first (every answer, refusals included), then the allow-list: the dev server and the
 * preview hand out only the two apps, what the dev server runs them with, and public/ (or the
 * build made from them). Middlewares added here run before Vite's own, the /api proxy included.
 */
const servePublicOnly = (): Plugin => ({
  name: 'serve-public-only',
  configureServer(server) {
    const { config } = server;
    const deps = `/${relative(config.root, config.cacheDir).split('\\').join('/')}/deps/`;
    server.middlewares.use(securityHeaders());
    server.middlewares.use(
      servedPaths({
        fileDirs: [config.publicDir],
        exact: ['/index.html', '/@vite/client', '/@vite/env', '/@react-refresh', PREAMBLE_PATH],
        prefixes: [deps, '/node_modules/vite/dist/client/', ...APP_SOURCES.map((dir) => `/${dir}/`)],
      }),
    );
  },
  configurePreviewServer(server) {
    server.middlewares.use(securityHeaders());
    server.middlewares.use(servedPaths({ fileDirs: [resolve(server.config.root, server.config.build.outDir)] }));
  },
});

// One port for everything: the admin, the public app, and the mock API under /api.
const proxy = apiProxy(apiPort);

export default defineConfig({
  plugins: [react(), reactPreambleModule(), viteClientPingInPage(), servePublicOnly()],
  server: {
    port: Number(process.env.PORT || 5173),
    strictPort: true,
    proxy,
    // Vite's own check behind the allow-list: it loads files only from the app folders, public/,
    // the dependencies and the admin's page.
    fs: { strict: true, allow: [...APP_SOURCES, 'public', 'node_modules', 'index.html'].map((entry) => resolve(root, entry)) },
  },
  preview: { port: Number(process.env.PORT || 5173), strictPort: true, proxy },
  build: {
    // DIST_DIR lets parallel builds (tests, helpers) not overwrite each other
    outDir: process.env.DIST_DIR || 'dist',
    // every browser the portal supports (Safari 17+, Chrome, Firefox 115+) knows <link rel="modulepreload">:
    // the polyfill would be dead weight in the diner's first download (tests/e2e/publicAppBudget.test.ts)
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        admin: resolve(root, 'index.html'),
        public: resolve(root, 'public-app/index.html'),
      },
    },
  },
});
