import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { startAppServer } from './appServer';
import { launchChromium } from './browser';
import { testServerUrl } from './testServer';

export const DEMO_PASSWORD = 'Demo#2026';

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
  /** `locale` is the phone's language (navigator.language): Costa Rican Spanish unless a test says otherwise. */
  const newPage = async (viewport = { width: 1366, height: 900 }, locale = 'es-CR') => {
    const context = await browser.newContext({ viewport, locale });
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  };
  /** A new page signed in as `user`, on the home panel (a phone's page with `viewport`). */
  const signedInPage = async (user: string, { password = DEMO_PASSWORD, viewport }: { password?: string; viewport?: { width: number; height: number } } = {}) => {
    const page = await newPage(viewport);
    await signInToHome(page, baseUrl, user, password);
    return page;
  };
  /** The file's pages go; the worker's Chromium stays for the next file. */
  const close = async () => {
    await Promise.all([...contexts].map((context) => context.close()));
  };
  return { baseUrl, browser, errors, newPage, signedInPage, close };
};

/**
 * The browser of one test file: opened before its tests and closed after them, failing the file
 * when any page threw (the handle is filled in by beforeAll, so read it inside tests and hooks).
 * `ownServer`: on a server of the file's own, over a fresh copy of the seed, stopped after it, for
 * a file that leaves behind what the worker's next files must not find (a merchant's uploaded key).
 */
export const browserForFile = ({ ownServer = false }: { ownServer?: boolean } = {}) => {
  const handle = {} as Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  beforeAll(async () => {
    // loaded only here: the unit tests and the benchmark read this file's words and password
    server = ownServer ? await (await import('./appServer')).startAppServer(inject('seedFile')) : undefined;
    Object.assign(handle, await openBrowser(server?.baseUrl));
  });
  afterAll(async () => {
    await handle.close();
    await server?.close();
    expect(handle.errors).toEqual([]);
  });
  return handle;
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
