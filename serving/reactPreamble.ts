import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/** Where the dev server serves the React Fast Refresh preamble as a module of its own. */
export const PREAMBLE_PATH = '/@react-refresh-preamble';

/**
 * @vitejs/plugin-react puts its Fast Refresh preamble in the dev page as an inline module
 * script, which a Content-Security-Policy without 'unsafe-inline' refuses. This plugin serves
 * the same code at PREAMBLE_PATH and points the page's script there. Module scripts run in
 * document order, so the preamble still runs before the app's entry. Dev server only: the
 * build has no preamble.
 */
export const reactPreambleModule = (): Plugin => {
  let base = '/';
  const code = () => react.preambleCode.replace('__BASE__', base);
  return {
    name: 'react-preamble-module',
    apply: 'serve',
    configResolved: (config) => void (base = config.base),
    resolveId: (id) => (id === PREAMBLE_PATH ? id : undefined),
    load: (id) => (id === PREAMBLE_PATH ? code() : undefined),
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = `<script type="module">${code()}</script>`;
        if (!html.includes(inline)) {
          // a new plugin-react that injects its preamble differently: fail loudly here rather than
          // leave a page the CSP breaks in ways that are harder to trace
          throw new Error('react-preamble-module: the React refresh preamble was not found in the page.');
        }
        return html.replace(inline, `<script type="module" src="${base}${PREAMBLE_PATH.slice(1)}"></script>`);
      },
    },
  };
};
