import type { Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../../mock-api/seed/users';

/** The value below which `p` percent of the samples fall (nearest rank). */
export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Time `count` calls one after another (after `warmUp` untimed ones): milliseconds each. */
export const timeCalls = async (count: number, call: (index: number) => Promise<unknown>, warmUp = 10) => {
  for (let index = 0; index < warmUp; index++) await call(index);
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await call(index);
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples };
};

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

/** POST/GET JSON over loopback; the whole body is read, as a browser would. */
export const request = async (url: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { json: text ? JSON.parse(text) : undefined, headers: response.headers };
};

/** Serves an app on a free local port: its server and address. */
export const listen = (app: { listen: (port: number, host: string, done: () => void) => Server }) =>
  new Promise<{ server: Server; url: string }>((done) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });

/** A demo user's bearer token. */
export const login = async (url: string, user: string) =>
  (await request(`${url}/auth/login`, { method: 'POST', body: { user, password: DEMO_PASSWORD, retry: 0 } })).json.token as string;

/** Figures mean little without the machine they came from: its cores and what else it runs. */
export const machineLoad = () => `${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;
