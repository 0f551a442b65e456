import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { DEMO_PASSWORD } from './browserSession';

/**
 * A table's QR token the way a merchant gets it: sign in, list the tables, ask for the token
 * (GET /table/getTables, GET /table/getTableToken/{id}) through the served app's /api.
 */
export const tableToken = async (baseUrl: string, user: string, tableName: string) => {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}/api${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const { token } = await call('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password: DEMO_PASSWORD, retry: 0 }),
  });
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const { tables } = await call('/table/getTables', auth);
  const table = tables.find((candidate: { name: string }) => candidate.name === tableName);
  const { tokenTable } = await call(`/table/getTableToken/${table.id}`, auth);
  return tokenTable as string;
};

/** Seeded card transactions, read from the seed file the test server copied. */
export const seededTransactions = (): TransactionRecord[] => JSON.parse(readFileSync(inject('seedFile'), 'utf8')).transactions ?? [];
