import { type RequestHandler, Router } from 'express';
import { allowScreen, sessionOf } from '../auth/session';
import { forbidden, route } from '../http';
import type { ApiContext, RouteArea } from '../routes/context';
import { parseBody, parseWrapped } from '../validation';
import { STREAMED, type Access, type Call, type Endpoint } from './endpoint';

/** The guards an endpoint's access stands for, in the order the route modules always used. */
const guards = (access: Access, ctx: ApiContext): RequestHandler[] => {
  // an 'anySession' handler resolves the session itself
  if (access === 'public' || access === 'anySession') return [];
  if (access === 'signedIn') return [ctx.authenticate];
  const screen = allowScreen(...access.screens);
  if (!access.providerOnly) return [ctx.authenticate, screen];
  const provider: RequestHandler = (req, _res, next) => next(sessionOf(req).merchantScope === null ? undefined : forbidden());
  return [ctx.authenticate, screen, provider];
};

const callOf = (endpoint: Endpoint, ctx: ApiContext, req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]): Call<unknown> => {
  const spec = endpoint.body;
  const schema = () => (typeof spec!.schema === 'function' ? spec!.schema(ctx.store.state()) : spec!.schema);
  let parsed: { value: unknown } | undefined;
  return {
    req,
    res,
    params: req.params,
    ctx,
    rawBody: req.body,
    get session() {
      return sessionOf(req);
    },
    // read when the handler first needs it, so a missing record is still answered before a bad body
    get body() {
      if (!spec) return undefined;
      parsed ??= { value: spec.wrap ? parseWrapped(schema(), req.body, spec.wrap) : parseBody(schema(), req.body) };
      return parsed.value;
    },
    parse: (value) => parseBody(schema(), value),
  };
};

export interface AreaOptions {
  /**
   * The whole prefix is the area's own: its guards run for every path under it (an unknown
   * /bank/… path answers 401 or 403 like a known one, not 404). Every endpoint must then have
   * the same access. Without it the guards are per route, so other areas may mount beside it.
   */
  ownsPrefix?: boolean;
}

const answer = async (endpoint: Endpoint, call: Call<unknown>) => {
  const result = await endpoint.handle(call);
  if (result === STREAMED) {
    // the handler wrote the response itself; only a declared stream may
    if (!endpoint.stream) throw new Error(`${endpoint.method} ${endpoint.path} streamed without declaring its events`);
    return undefined;
  }
  if (!endpoint.contentType) return result;
  if (endpoint.contentType !== 'image/*') call.res.type(endpoint.contentType);
  call.res.send(result);
  return undefined;
};

/**
 * An API area mounted from its declarations: each endpoint under the area's prefix, behind the
 * guards its access names, its handler wrapped by `route` (answered once durable, refusals as
 * their status and message).
 */
export const declaredArea = (prefix: string, endpoints: readonly Endpoint[], { ownsPrefix = false }: AreaOptions = {}): RouteArea => {
  // the root area ('/') mounts whole paths
  const base = prefix === '/' ? '' : prefix;
  for (const endpoint of endpoints) {
    if (!endpoint.path.startsWith(`${base}/`)) throw new Error(`${endpoint.method} ${endpoint.path} is not under ${prefix}`);
    if (ownsPrefix && JSON.stringify(endpoint.access) !== JSON.stringify(endpoints[0].access)) throw new Error(`${endpoint.method} ${endpoint.path}: an area that owns its prefix has one access`);
  }
  return {
    prefix,
    endpoints,
    build(ctx) {
      const router = Router();
      const areaGuards = ownsPrefix && endpoints.length ? guards(endpoints[0].access, ctx) : [];
      if (areaGuards.length) router.use(...areaGuards);
      for (const endpoint of endpoints) {
        const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
        const perRoute = ownsPrefix ? [] : guards(endpoint.access, ctx);
        router[method](endpoint.path.slice(base.length), ...perRoute, route((req, res) => answer(endpoint, callOf(endpoint, ctx, req, res))));
      }
      return router;
    },
  };
};

/** The declarations of every area, in mounting order: the whole API. */
export const declaredEndpoints = (areas: readonly RouteArea[]) => areas.flatMap((area) => area.endpoints);
