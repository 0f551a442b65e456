import { availableParallelism } from 'node:os';

/**
 * How many test files run side by side: TEST_WORKERS, or 2 (the machine the suite is timed on has
 * 2 cores; more workers than cores only adds switching). The browser tests' global setup starts
 * one server per worker, so both read this one number.
 */
export const testWorkers = () => Math.max(1, Number(process.env.TEST_WORKERS) || Math.min(2, availableParallelism()));
