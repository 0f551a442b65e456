import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { apiProxy } from './serving/apiProxy.js';
import { inlineStylesheet } from './serving/inlineStylesheet.js';
import { menuFrame } from './serving/menuFrame.js';
import { PREAMBLE_PATH, reactPreambleModule } from './serving/reactPreamble.js';
import { securityHeaders } from './serving/securityHeaders.js';
import { servedPaths } from './serving/servedPaths.js';
import { viteClientPingInPage } from './serving/viteClientPing.js';

const apiPort = Number(process.env.API_PORT || 3000);
const root = import.meta.dirname;

/** Folders of app code the dev server may transform and serve: the admin, its screens, the diner app. */
const APP_SOURCES = ['src', 'resources', 'public-app'];

/** Where the pages call the API: the mock API under /api unless the build names another. */
const apiPath = (process.env.VITE_API_URL || '/api').replace(/\/+$/, '');

/**
 * A table's menu page with the merchant in its frame (serving/menuFrame.ts), when the pages call
 * this server's own mock API; with the provider's API elsewhere the page stays static.
 */
const menuFrameFor = (page: (url: string) => Promise<string>) =>
  menuFrame({ apiUrl: `http://127.0.0.1:${apiPort}`, basePath: apiPath, page });
const framesMenus = apiPath.startsWith('/');

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
    if (framesMenus) {
      const source = resolve(config.root, 'public-app', 'index.html');
      server.middlewares.use(menuFrameFor((url) => server.transformIndexHtml('/public-app/index.html', readFileSync(source, 'utf8'), url)));
    }
  },
  configurePreviewServer(server) {
    server.middlewares.use(securityHeaders());
    const dist = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use(servedPaths({ fileDirs: [dist] }));
    if (framesMenus) {
      let built: string | undefined;
      server.middlewares.use(menuFrameFor(async () => (built ??= readFileSync(resolve(dist, 'public-app', 'index.html'), 'utf8'))));
    }
  },
});

// One port for everything: the admin, the public app, and the mock API under /api.
const proxy = apiProxy(apiPort);

export default defineConfig({
  plugins: [react(), reactPreambleModule(), viteClientPingInPage(), inlineStylesheet('/public-app/index.html'), servePublicOnly()],
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
