// json-server 0.17 ships no types; this is the part of its module API the mock API uses.
declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';
  interface LowDb {
    get(path: string): any; // lodash chain
    getState(): Record<string, unknown>;
    setState(state: object): LowDb;
    write(): unknown;
  }
  const jsonServer: {
    create(): Express;
    router(source: string | object, opts?: object): Router & { db: LowDb; render: RequestHandler };
    defaults(opts?: object): RequestHandler[];
    bodyParser: RequestHandler[];
    rewriter(routes: Record<string, string>): RequestHandler;
  };
  export default jsonServer;
}
