import type { Express } from 'express';

/** Express 4: the route areas are routers mounted on the app under their prefix. */
interface Layer {
  name?: string;
  regexp?: RegExp;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const prefixOf = (layer: Layer) => {
  const source = layer.regexp?.source ?? '';
  // mounted at '/': whole paths
  if (source === '^\\/?(?=\\/|$)') return '';
  const match = /^\^((?:\\\/[^\\]+)+)\\\/\?\(\?=\\\/\|\$\)$/.exec(source);
  if (!match) throw new Error(`cannot read the mount path of ${source}`);
  return match[1].replace(/\\\//g, '/');
};

/**
 * Every route the route modules mount, as 'METHOD /prefix/path'. Middleware the app puts in front
 * of some paths (limits, guards) is not a route.
 */
export const mountedRoutes = (app: Express): string[] => {
  const routes: string[] = [];
  for (const layer of (app as unknown as { _router: { stack: Layer[] } })._router.stack) {
    if (layer.name !== 'router') continue;
    for (const inner of layer.handle?.stack ?? []) {
      if (inner.route) for (const method of Object.keys(inner.route.methods)) routes.push(`${method.toUpperCase()} ${prefixOf(layer)}${inner.route.path}`);
    }
  }
  return routes;
};
