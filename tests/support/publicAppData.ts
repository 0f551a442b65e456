import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { servedApi } from './servedApi';

/**
 * A table's QR token the way a merchant gets it: sign in, list the tables, ask for the token
 * (GET /table/getTables, GET /table/getTableToken/{id}) through the served app's /api.
 */
export const tableToken = async (baseUrl: string, user: string, tableName: string) => {
  const { call, signIn } = servedApi({ baseUrl });
  const token = await signIn(user);
  const { tables } = await call('GET', '/table/getTables', undefined, token);
  const table = tables.find((candidate: { name: string }) => candidate.name === tableName);
  const { tokenTable } = await call('GET', `/table/getTableToken/${table.id}`, undefined, token);
  return tokenTable as string;
};

/** Seeded card transactions, read from the seed file the test server copied. */
export const seededTransactions = (): TransactionRecord[] => JSON.parse(readFileSync(inject('seedFile'), 'utf8')).transactions ?? [];
