import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side: TEST_WORKERS, or 2 (the machine the suite is timed on has
 * 2 cores; more workers than cores only adds switching).
 */
export const testWorkers = () => Math.max(1, Number(process.env.TEST_WORKERS) || Math.min(2, availableParallelism()));

/**
 * How many browser test files run side by side: TEST_BROWSER_WORKERS, or two more than
 * testWorkers(). A browser test spends much of its time waiting on Chromium, the page and the
 * server rather than computing: with three files at a time, `npm test` ran its last two minutes
 * (the API tests done) below the two cores' full use, and took 452 s; with four, the cores stayed
 * 97 to 100 % busy from start to end and it took 421 s (in place, nothing else running). The browser
 * tests' global setup starts one server per worker, so the config and the setup both read this one number.
 */
export const browserWorkers = () => Math.max(1, Number(process.env.TEST_BROWSER_WORKERS) || testWorkers() + 2);
