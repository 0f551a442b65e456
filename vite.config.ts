import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Connect, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT || 3000);

/** The diner app's paths (decisions.md) are served by its own page, not the admin's. */
export const PUBLIC_APP_PATHS = /^\/(menuqr|voucher)(\/|$)/;

const rewritePublicApp: Connect.NextHandleFunction = (req, _res, next) => {
  const path = req.url?.split('?')[0] ?? '';
  if (PUBLIC_APP_PATHS.test(path)) req.url = '/public-app/index.html';
  next();
};

const publicAppRoutes = (): Plugin => ({
  name: 'public-app-routes',
  configureServer: (server) => void server.middlewares.use(rewritePublicApp),
  configurePreviewServer: (server) => void server.middlewares.use(rewritePublicApp),
});

// One port for everything: the admin, the public app, and the mock API under /api.
const apiProxy = {
  // xfwd: the mock API's per-address rate limits need the browser's address, not the proxy's
  '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true, xfwd: true, rewrite: (path: string) => path.replace(/^\/api/, '') || '/' },
};

export default defineConfig({
  plugins: [react(), publicAppRoutes()],
  server: { port: Number(process.env.PORT || 5173), strictPort: true, proxy: apiProxy },
  preview: { port: Number(process.env.PORT || 5173), strictPort: true, proxy: apiProxy },
  build: {
    // DIST_DIR lets parallel builds (tests, helpers) not overwrite each other
    outDir: process.env.DIST_DIR || 'dist',
    rollupOptions: {
      input: {
        admin: resolve(import.meta.dirname, 'index.html'),
        public: resolve(import.meta.dirname, 'public-app/index.html'),
      },
    },
  },
});
