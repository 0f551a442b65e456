import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { DEMO_PASSWORD, signInToHome } from '../support/browserSession';
import { type DevServer, startDevServer } from '../support/devServer';
import { tableToken } from '../support/publicAppData';
import { testServerUrl } from '../support/testServer';

/**
 * What `npm start` (the dev server) and `npm run preview` (the build, as the browser tests see
 * it) hand out, and the headers they send: the two apps and public/ only, under a CSP without
 * inline script that both apps work under in Chromium.
 */
let dev: DevServer;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  dev = await startDevServer();
  browser = await launchChromium();
  // a mail in the dev API's outbox, so that file exists too
  const reset = await fetch(`${dev.baseUrl}/api/auth/resetPassword`, { method: 'PUT', headers: { 'x-username': 'comercio2@demo.cr' } });
  expect(reset.status).toBe(200);
  // the dev server optimises dependencies on the first visit and may reload the page once: done here
  const page = await browser.newPage();
  for (const path of ['/login', '/menuqr/pay']) {
    await page.goto(`${dev.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

/** A GET with the path exactly as written (fetch would resolve `..` before sending). */
const rawGet = (baseUrl: string, path: string) =>
  new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((done, fail) => {
    const { hostname, port } = new URL(baseUrl);
    const req = request({ hostname, port, path, method: 'GET', headers: { accept: '*/*' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });

/** The base address is known once beforeAll has started the dev server. */
const SERVERS = [
  { name: 'npm start (dev server)', url: () => dev.baseUrl },
  { name: 'npm run preview', url: () => testServerUrl() },
];

const forbiddenPaths = () => {
  const data = `/${relative(process.cwd(), dev.dataDir)}`;
  const root = process.cwd();
  return [
    // the mock API's data and mail, where npm start keeps them and where they used to be
    `${data}/db.json`, `${data}/outbox.log`, '/.data/db.json', '/.data/outbox.log', '/outbox.log', '/db.json',
    '/mock-api/data/db.json', '/mock-api/data/outbox.log',
    // any file through Vite's file-system route
    `/@fs${dev.dataFile}`, `/@fs${resolve(dev.dataDir, 'outbox.log')}`, `/@fs${root}/package.json`, '/@fs/etc/passwd',
    // sources that are not the apps
    '/mock-api/app.ts', '/mock-api/auth/tokens.ts', '/mock-api/store.ts', '/tests/e2e/serving.test.ts', '/tests/support/testApi.ts',
    '/scripts/serve.ts', '/bench/run.ts', '/serving/servedPaths.ts', '/vite.config.ts',
    '/mock-api/app.ts?raw', '/mock-api/app.ts?import', '/@id/mock-api/app.ts', '/@id//etc/passwd',
    // project files and dotfiles
    '/package.json', '/package-lock.json', '/tsconfig.json', '/README.md', '/.git/config', '/.git/HEAD', '/.gitignore', '/.env',
    '/node_modules/json-server/package.json',
    // the way out of an allowed folder
    '/src/../package.json', '/src/%2e%2e/package.json', '/public-app/..%2f..%2fpackage.json', '/logos/..%2f..%2f.git%2fconfig',
    `/src/..%2f${data.slice(1)}/db.json`, '/logos/%252e%252e/package.json',
    '/api/../outbox.log', `/api/..%2f..%2f${data.slice(1)}/db.json`, '/apix/../package.json',
    // Vite's editor launcher
    '/__open-in-editor?file=package.json',
  ];
};

describe.each(SERVERS)('$name serves only what is public', ({ url }) => {
  it('has the data file and the outbox on disk where it refuses them', () => {
    expect(existsSync(dev.dataFile)).toBe(true);
    expect(existsSync(resolve(dev.dataDir, 'outbox.log'))).toBe(true);
  });

  it('answers 404 or 403 for the data folder, the outbox, other sources, dotfiles and /@fs/', async () => {
    const served: string[] = [];
    for (const path of forbiddenPaths()) {
      const answer = await rawGet(url(), path);
      if (![403, 404].includes(answer.status)) served.push(`${path} → ${answer.status}`);
      // whatever the status, never a secret
      expect(answer.body).not.toMatch(/tokenSecret|passwordHash|temporaryPassword|"dependencies"|createApp|\[core\]/);
    }
    expect(served).toEqual([]);
  });

  it('still serves both apps, their files and public/', async () => {
    for (const path of ['/', '/login', '/banks/3', '/users/create', '/menuqr/abc', '/voucher/abc', '/menuqr/pay']) {
      const answer = await rawGet(url(), path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      const entry = path.startsWith('/menuqr') || path.startsWith('/voucher') ? /public-app|assets\/public-/ : /src\/main\.tsx?|assets\/admin-/;
      expect(answer.body, path).toMatch(entry);
    }
    const logo = await rawGet(url(), '/logos/2.png');
    expect([logo.status, logo.headers['content-type']]).toEqual([200, 'image/png']);
    const picture = await rawGet(url(), '/menu-images/cup.svg');
    expect(picture.status).toBe(200);
    // and the API behind /api
    expect((await rawGet(url(), '/api/bank/getBanks')).status).toBe(401);
  });

  it('sends the security headers on pages, files and refusals', async () => {
    for (const path of ['/login', '/banks/3', '/menuqr/abc', '/voucher/abc', '/logos/2.png', '/package.json']) {
      const { headers } = await rawGet(url(), path);
      const csp = String(headers['content-security-policy']);
      const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives['script-src'], path).toEqual(["'self'"]);
      expect(directives['default-src'], path).toEqual(["'self'"]);
      expect(csp, path).not.toMatch(/unsafe-eval/);
      expect(directives['frame-ancestors'], path).toEqual(["'none'"]);
      expect(directives['object-src'], path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      const publicPage = /^\/(menuqr|voucher)\//.test(path);
      expect(headers['referrer-policy'], path).toBe(publicPage ? 'no-referrer' : 'strict-origin-when-cross-origin');
      const permissions = String(headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, path).toContain(`${feature}=()`);
    }
  });

  it('puts no inline script in either page', async () => {
    for (const path of ['/login', '/menuqr/abc']) {
      const { body } = await rawGet(url(), path);
      const scripts = body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.filter((tag) => !/\ssrc=/.test(tag)), path).toEqual([]);
    }
  });
});

/** The diner app's page with its frame as public-app/index.html has it: no merchant, no menu request. */
const plainFrame = (body: string) => {
  expect(body).toContain('<span class="topbar-name" data-early-name></span>');
  expect(body).not.toContain('rel="preload" as="fetch"');
  expect(body).not.toContain('class="topbar-detail"');
};

/** Signs in through a server's /api and calls it as that user. */
const apiAs = async (baseUrl: string, user: string) => {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password: DEMO_PASSWORD, retry: 0 }),
  });
  const { token } = await login.json();
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: answer.status, body: await answer.json() };
  };
};

describe.each(SERVERS)("$name paints a table's merchant first", ({ url }) => {
  it("sends a table's menu with the merchant's name, logo and table in the frame, and the menu request in its head", async () => {
    const token = await tableToken(url(), 'comercio@demo.cr', 'Mesa 1');
    const { status, body, headers } = await rawGet(url(), `/menuqr/${token}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatch(/<img class="logo" src="\/logos\/\d\.png" alt="" width="32" height="32"><span class="topbar-name" data-early-name>Restaurante La Casona de Doña Ana<\/span>/);
    expect(body).toContain('<span class="topbar-detail">Mesa 1</span>');
    expect(body).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/menu/getMenuQR/${token}?lang=es">`);
    // still no inline script
    expect((body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\ssrc=/.test(tag))).toEqual([]);
  });

  it('sends an unknown token, and the pages that are not a menu, the plain frame', async () => {
    for (const path of ['/menuqr/AAAAAAAAAAAAAAAAAAAAAA', '/menuqr/abc', '/menuqr/pay', '/voucher/abc']) {
      const { status, body } = await rawGet(url(), path);
      expect(status, path).toBe(200);
      plainFrame(body);
      expect(body, path).not.toMatch(/Casona|Guanacasteco/);
    }
  });
});

describe("npm start (dev server): a merchant's name is text in the frame, never markup", () => {
  it('escapes a name typed with a script in it', async () => {
    const admin = await apiAs(dev.baseUrl, 'admin@demo.cr');
    const token = await tableToken(dev.baseUrl, 'comercio@demo.cr', 'Mesa 1');
    const { merchants } = (await admin('GET', '/merchant/getMerchants/1/100')).body as { merchants: { id: number; name: string }[] };
    const merchant = merchants.find((candidate) => candidate.name === 'Restaurante La Casona de Doña Ana')!;
    const hostile = '<script>alert(1)</script> & "Ana\'s"';
    expect((await admin('PUT', `/merchant/${merchant.id}`, { merchant: { ...merchant, name: hostile } })).status).toBe(200);
    try {
      const { body } = await rawGet(dev.baseUrl, `/menuqr/${token}`);
      expect(body).toContain('data-early-name>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ana&#39;s&quot;</span>');
      expect(body).not.toContain('<script>alert(1)');
      // the page shows it as text, and nothing ran
      const { page, problems } = await watchedPage();
      await page.goto(`${dev.baseUrl}/menuqr/${token}`);
      await page.getByRole('button', { name: /^Desayunos/ }).waitFor();
      expect(await page.locator('.topbar-name').textContent()).toBe(hostile);
      expect(problems).toEqual([]);
      await page.context().close();
    } finally {
      expect((await admin('PUT', `/merchant/${merchant.id}`, { merchant })).status).toBe(200);
    }
  });
});

/** A page that records CSP violations (events and console errors), Permissions-Policy errors and page errors. */
const watchedPage = async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CR' });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, problems, violations };
};

describe('npm start (dev server): what React and MUI say in the console', () => {
  // the development build's checks: an unknown prop reaching the page, a select's value outside its choices
  it('says nothing on the forms that load their choices (company settings, a new user, a new product)', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'es-CR' });
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text().split('\n')[0]);
    });
    await signInToHome(page, dev.baseUrl, 'comercio@demo.cr');
    for (const [path, heading] of [
      ['/company', 'Configuración de la empresa'],
      ['/users/create', 'Crear usuario'],
      ['/products/create', 'Crear producto'],
    ]) {
      // loaded, not moved to (visitScreen): 'networkidle' below is a state of the last load
      await page.goto(`${dev.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // the catalogs have arrived: the selects show their values
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('heading', { name: 'Crear producto', level: 1 }).waitFor();
    expect(said).toEqual([]);
    await page.close();
  });
});

describe.each(SERVERS)('$name: both apps work under the CSP in Chromium', ({ url }) => {
  it('enforces the policy: an injected inline script does not run and is reported', async () => {
    const { page, problems, violations } = await watchedPage();
    await page.goto(`${url()}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
    expect(problems.some((line) => /Content Security Policy/.test(line))).toBe(true);
    await page.context().close();
  });

  it('signs a merchant in and opens a few screens without a violation', async () => {
    const { page, problems, violations } = await watchedPage();
    await signInToHome(page, url(), 'comercio@demo.cr');
    await page.goto(`${url()}/users`);
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await page.goto(`${url()}/users/create`);
    await page.getByRole('heading', { name: 'Crear usuario' }).waitFor();
    await page.goto(`${url()}/reports/transactions`);
    await page.getByRole('button', { name: 'Últimos 7 días' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens a diner's menu and the card form without a violation", async () => {
    const token = await tableToken(url(), 'comercio@demo.cr', 'Mesa 4');
    const { page, problems, violations } = await watchedPage();
    await page.goto(`${url()}/menuqr/${token}`);
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await page.getByText('Restaurante La Casona de Doña Ana').waitFor();
    await page.getByRole('button', { name: /^Desayunos/ }).click();
    await page.getByRole('article', { name: 'Gallo pinto con huevo' }).waitFor();
    // the restaurant's logo and the menu pictures load under img-src (the menu polls what is sold
    // out every second: its network is never idle for long, so the pictures themselves are waited for)
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top > innerHeight)));
    expect(await violations()).toEqual([]);
    // without an order of this tab the card page explains itself (tests/e2e/cardForm.test.ts pays one)
    await page.goto(`${url()}/menuqr/pay`);
    await page.getByText('No hay un pedido para pagar.', { exact: false }).waitFor();
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('cannot be framed by another page', async () => {
    const { page, problems } = await watchedPage();
    await page.setContent(`<iframe src="${url()}/menuqr/pay" width="400" height="600"></iframe>`);
    await expect.poll(() => problems.some((line) => /frame-ancestors/.test(line))).toBe(true);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const framed = await frame?.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0).catch(() => 0);
    expect(framed ?? 0).toBe(0);
    await page.context().close();
  });
});

describe('npm start (dev server) under the CSP', () => {
  it('waits for the server and reloads the page after losing its connection', async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${dev.baseUrl}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await expect.poll(() => dev.hmrConnections()).toBeGreaterThan(0);
    const reloaded = page.waitForEvent('load');
    dev.dropHmrConnections();
    await reloaded;
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
