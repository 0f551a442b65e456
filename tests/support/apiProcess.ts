import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../scripts/freePort';
import { bundledScript } from './scriptBundles';

/**
 * `npm run api` as a real child process on a data file, for what only a real process shows:
 * a kill -9 in the middle of writes (tests/api/durability.test.ts, bench/durability.bench.ts).
 * The same sources compiled into one file first (tests/support/scriptBundles.ts says why).
 * Its output is piped and kept (the last 64 kB), never shown.
 */
export const startApiProcess = async (file: string, timeoutMs = 60_000) => {
  const port = await freePort();
  const server = await bundledScript('mock-api/server.ts');
  const started = performance.now();
  // node itself on the compiled script, not tsx's CLI: the CLI runs the script in a second
  // process, which a kill -9 of the first would leave running
  const child: ChildProcess = spawn(process.execPath, [server], {
    env: { ...process.env, MOCK_DB: file, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  while (!(await fetch(`${url}/security/getResources`).then(() => true, () => false))) {
    if (gone) throw new Error(`the mock API stopped at start:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the mock API did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 25));
  }
  return {
    url,
    pid: child.pid!,
    /** Milliseconds from spawn until it answered HTTP. */
    startMs: performance.now() - started,
    output: () => output,
    /** kill -9: no shutdown handler runs, nothing is flushed. */
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
    /**
     * SIGTERM, then whether the process had exited within `boundMs`. A bound, not a measure: it
     * proves the stop does NOT take longer than that (a slow machine can only make it fail when
     * the stop really hangs on something), and the process is killed after it in any case.
     */
    stopWithin: async (boundMs: number) => {
      child.kill('SIGTERM');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), boundMs)))]);
      clearTimeout(timer);
      if (!inTime) child.kill('SIGKILL');
      await exited;
      return { inTime, code: child.exitCode };
    },
  };
};

/**
 * A script of the repository (`npm run demo-links`, `npm run seed`, a second `npm run api`) as a child
 * process on a data file, compiled as startApiProcess runs the API; resolves when it exits, with its exit
 * code and its output.
 */
export const runScript = async (script: string, env: Record<string, string>, args: string[] = []) => {
  const compiled = await bundledScript(script);
  return new Promise<{ code: number | null; output: string }>((resolveRun) => {
    const child = spawn(process.execPath, [compiled, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolveRun({ code, output }));
  });
};

export type ApiProcess = Awaited<ReturnType<typeof startApiProcess>>;

export const signIn = async (url: string, user: string, password: string) => {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password, retry: 0 }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`sign-in as ${user} failed: ${response.status}`);
  return body.token;
};

export const bankCodes = async (url: string, token: string) => {
  const response = await fetch(`${url}/bank/getBanks`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { banks: { code: string }[] };
  return new Set(body.banks.map((bank) => bank.code));
};

/**
 * Writers each create banks one after another; once `killAfter` creations are acknowledged the
 * process is ended (by default killed with -9) while the other writers' requests are still under
 * way. A creation counts as acknowledged only when its answer arrived whole with a success status.
 */
export const writeThenCrash = async (
  api: ApiProcess,
  token: string,
  { writers = 8, killAfter = 100, prefix = 'K', end = () => api.crash() }: { writers?: number; killAfter?: number; prefix?: string; end?: () => Promise<unknown> } = {},
) => {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let inFlightAtKill = 0;
  let inFlight = 0;
  let killing: Promise<unknown> | undefined;
  const writer = async (index: number) => {
    for (let n = 0; !killing; n++) {
      const code = `${prefix}${index}${n}`.slice(0, 10);
      const bank = { code, name: `Banco ${code}`, country_code: 1, emails: 'a@prueba.cr', phones: '2222-2222', email_delivery: 'e@prueba.cr', vault_id: 'BOV-1' };
      inFlight++;
      try {
        const response = await fetch(`${api.url}/bank/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ bank }),
        });
        await response.text();
        if (response.ok) acknowledged.push(code);
        else refused.push(`${code}: ${response.status}`);
      } catch {
        // the connection died with the process: not acknowledged
        return;
      } finally {
        inFlight--;
      }
      if (acknowledged.length >= killAfter && !killing) {
        inFlightAtKill = inFlight;
        killing = end();
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  const ended = await killing;
  return { acknowledged, refused, inFlightAtKill, ended };
};
