import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side: TEST_WORKERS, or 2 (the machine the suite is timed on has
 * 2 cores; more workers than cores only adds switching).
 */
export const testWorkers = () => Math.max(1, Number(process.env.TEST_WORKERS) || Math.min(2, availableParallelism()));

/**
 * How many browser test files run side by side: TEST_BROWSER_WORKERS, or one more than
 * testWorkers(). A browser test spends much of its time waiting on Chromium, the page and the
 * server rather than computing: `npm test` used 1.2 of the 2 cores on average with two browser
 * files at a time, and ran the last minutes with the browser tests alone. The browser tests' global
 * setup starts one server per worker, so the config and the setup both read this one number.
 */
export const browserWorkers = () => Math.max(1, Number(process.env.TEST_BROWSER_WORKERS) || testWorkers() + 1);
