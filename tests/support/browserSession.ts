import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../mock-api/seed/users';
import type { SignedIn } from '../../src/domain/wire/session';
import { launchChromium } from './browser';
import { servedApi } from './servedApi';
import { testServerUrl } from './testServer';

/** The seed's password of every demo user. */
export { DEMO_PASSWORD };

/**
 * One Chromium per test worker, started on first need: the files a worker runs one after another
 * share it (vitest.e2e.config.ts keeps modules between files), each in browser contexts of its own,
 * which is all the isolation a test needs (cookies, storage, cache). Playwright ends it with the worker.
 */
let shared: Promise<Browser> | undefined;
const workerChromium = async () => {
  const browser = await (shared ??= launchChromium());
  if (browser.isConnected()) return browser;
  shared = launchChromium();
  return shared;
};

/** A fresh browser page on this worker's test server (or `baseUrl`) that fails the test on any page error. */
export const openBrowser = async (baseUrl = testServerUrl()) => {
  const browser: Browser = await workerChromium();
  const errors: string[] = [];
  const contexts = new Set<BrowserContext>();
  const newContext = async (viewport = { width: 1366, height: 900 }, locale = 'es-CR', storageState?: BrowserContextOptions['storageState']) => {
    // no motion (src/layout/reducedMotion.css): frames drawn in software were much of the tests' CPU
    const context = await browser.newContext({ viewport, locale, storageState, reducedMotion: 'reduce' });
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    return context;
  };
  const pageIn = async (context: BrowserContext) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  };
  /** `locale` is the phone's language (navigator.language): Costa Rican Spanish unless a test says otherwise. */
  const newPage = async (viewport?: { width: number; height: number }, locale?: string) => pageIn(await newContext(viewport, locale));
  /**
   * A new page signed in as `user` (a phone's page with `viewport`), open at `at`, or on the home
   * panel when no `at` is given. The session is the one the sign-in form would store, obtained
   * from the API and put in the page's storage before it loads: the form has tests of its own
   * (auth, appShell), and a sign-in through it costs a page load and the home panel's charts,
   * which most tests only pass through. A temporary password is signed in through the form.
   */
  const signedInPage = async (
    user: string,
    { password = DEMO_PASSWORD, viewport, at, locale = 'es-CR' }: { password?: string; viewport?: { width: number; height: number }; at?: string; locale?: string } = {},
  ) => {
    const answer = await servedApi({ baseUrl }).session(user, password);
    if (answer.user.tempPassword) {
      const page = await newPage(viewport);
      await signInToHome(page, baseUrl, user, password);
      if (at) await visit(page, at);
      return page;
    }
    const context = await newContext(viewport, locale, {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: storedSession(answer) }],
    });
    const page = await pageIn(context);
    await page.goto(`${baseUrl}${at ?? '/'}`);
    if (!at) await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    return page;
  };
  /** visitScreen on this handle's server. */
  const visit = (page: Page, path: string) => visitScreen(page, baseUrl, path);
  const kept = new Map<string, Page>();
  /**
   * The file's one signed-in page for `user` (and viewport and language), kept from one test to the
   * next and moved to `at` (or the home panel) as a link would move it. A fresh page loads the
   * whole bundle again: about seven times the Chromium work of a move within the app
   * (bench/pageCost.bench.ts). For tests that read a screen and leave nothing behind that the next
   * must not find: a sign-out, a search the list remembers or a second page of the same user takes
   * signedInPage. Closing it (or its context) is allowed: the next call opens a new one.
   */
  const keptPage = async (user: string, { viewport, at, locale = 'es-CR' }: { viewport?: { width: number; height: number }; at?: string; locale?: string } = {}) => {
    const key = JSON.stringify([user, viewport, locale]);
    const page = kept.get(key);
    if (!page || page.isClosed()) {
      const opened = await signedInPage(user, { viewport, at, locale });
      kept.set(key, opened);
      return opened;
    }
    await visit(page, at ?? '/');
    if (!at) await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    return page;
  };
  /** The file's pages go; the worker's Chromium stays for the next file. */
  const close = async () => {
    await Promise.all([...contexts].map((context) => context.close()));
  };
  return { baseUrl, browser, errors, newPage, signedInPage, keptPage, visit, close };
};

/**
 * The browser of one test file: opened before its tests and closed after them, failing the file
 * when any page threw (the handle is filled in by beforeAll, so read it inside tests and hooks).
 * `ownServer`: on a server of the file's own, over a fresh copy of the seed, stopped after it, for
 * a file that leaves behind what the worker's next files must not find (a merchant's uploaded key).
 * `devServer`: on `npm start`'s dev server of the file's own (tests/support/devServer.ts), where
 * React's StrictMode runs every effect twice: for flows a double effect could break (a cart
 * emptied, a payment sent once).
 */
export const browserForFile = ({ ownServer = false, devServer = false }: { ownServer?: boolean; devServer?: boolean } = {}) => {
  const handle = {} as Awaited<ReturnType<typeof openBrowser>>;
  let server: { baseUrl: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    // loaded only here: the unit tests and the benchmark read this file's words and password
    if (devServer) server = await (await import('./devServer')).startDevServer();
    else if (ownServer) server = await (await import('./appServer')).startAppServer(inject('seedFile'));
    Object.assign(handle, await openBrowser(server?.baseUrl));
  });
  afterAll(async () => {
    await handle.close();
    await server?.close();
    expect(handle.errors).toEqual([]);
  });
  return handle;
};

/** The session as the sign-in form leaves it in localStorage (src/providers/session.ts). */
const storedSession = ({ token, user }: SignedIn) => [
  { name: 'token', value: token },
  { name: 'user', value: JSON.stringify(user) },
  { name: 'sessionSeenAt', value: String(Date.now()) },
];

/**
 * Moves a page already showing the admin to `path` as a link in it would, without reloading the
 * bundle (a reload costs about three times as much Chromium time), and waits until the screen
 * it showed is gone, so no locator finds the old screen's rows. Loaded as a typed address
 * instead (page.goto, which tests of typed addresses and reloads use themselves): a page
 * elsewhere (the diner's app, a blank page), a move within one screen (another id or query:
 * the screen would stay mounted), and a changed form (the leave question would stop a link,
 * src/components/useLeaveGuard.ts). Not before `waitForLoadState('networkidle')`: that is a state
 * of the last load, reached already, while the new screen's calls are still out.
 */
const visitScreen = async (page: Page, baseUrl: string, path: string) => {
  const from = new URL(page.url());
  const to = new URL(path, baseUrl);
  const screen = (url: URL) => url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  const inAdmin = from.origin === to.origin && !/^\/(menuqr|voucher|login|change-password)(\/|$)/.test(from.pathname);
  const moved =
    inAdmin &&
    screen(from) !== screen(to) &&
    (await page.evaluate(async (target) => {
      // the layout's <main> keeps its title; the screen below it is replaced on a move
      for (const element of document.querySelectorAll('main > :not(h1)')) element.setAttribute('data-left-screen', '');
      // react-router refuses a blocked move by going back in history, at once: seen here
      const go = history.go.bind(history);
      let refused = false;
      history.go = (delta?: number) => {
        refused = true;
        go(delta);
      };
      try {
        // the state react-router's own navigation leaves, so a later back or forward finds its place
        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      } finally {
        history.go = go;
      }
      // …which lands in a later task: the page is back where it was before it is loaded anew
      if (refused) await new Promise((done) => addEventListener('popstate', done, { once: true }));
      return !refused;
    }, path));
  if (!moved) {
    await page.goto(to.href);
    return;
  }
  await page
    .waitForFunction(() => !document.querySelector('main > [data-left-screen]'), undefined, { timeout: 15_000 })
    .catch(() => {
      throw new Error(`visit ${path}: the screen at ${from.pathname} stayed; open this address with page.goto`);
    });
};

export const signIn = async (page: Page, baseUrl: string, user: string, password = DEMO_PASSWORD) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Usuario' }).fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
};

/** Signs in through the form and waits for the home panel. */
export const signInToHome = async (page: Page, baseUrl: string, user: string, password = DEMO_PASSWORD) => {
  await signIn(page, baseUrl, user, password);
  await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
};

/**
 * Until the plain sign-in page stands after a sign-out. The address reads /login twice: first in
 * the admin, whose login route then reloads the page (src/auth/LoginPage.tsx), then in the sign-in
 * the reload shows. Only the second holds the sign-in's button; a look at the page before it can
 * meet the reload half-way ("Execution context was destroyed").
 */
export const untilSignInPage = async (page: Page) => {
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
};

/** Words react-admin or MUI would show if a text escaped the Spanish catalogue. */
export const ENGLISH_WORDS = [
  'Save', 'Delete', 'Edit', 'Create', 'Search', 'Cancel', 'Loading', 'Rows per page', 'No results', 'Back',
  'Logout', 'Sign in', 'Username', 'Password', 'Required', 'Confirm', 'Refresh', 'Export', 'Show', 'Close',
  'Are you sure', 'Add filter', 'Page', ' of ', 'Dashboard', 'Not Found', 'Welcome', 'Actions', 'Yes', 'Open',
  'Clear', 'Go to', 'Select', 'Remove', 'Previous', 'Next', 'previous page', 'next page', 'Toggle', 'Menu',
  'Image', 'No Image', 'Order', 'IOS',
];

/**
 * English words on the page: its visible text, and what screen readers and tooltips say
 * (aria-label, title, placeholder, alt), where MUI's own English labels would hide.
 */
export const englishOn = async (page: Page) => {
  const text = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });
  return ENGLISH_WORDS.filter((word) => new RegExp(`(^|[^\\p{L}])${word.trim()}([^\\p{L}]|$)`, 'u').test(text));
};
