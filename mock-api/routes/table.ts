import { z } from 'zod';
import { floorMessages } from '../../src/domain/floorMessages';
import { messages } from '../../src/domain/messages';
import { table, tableToken, type Table } from '../../src/domain/wire/floor';
import { tableSchema, type TableInput } from '../../src/schemas/tableSchema';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError } from '../http';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { publicTable } from '../restaurant/restaurantData';
import type { StateWithRestaurant, TableRecord } from '../storage/restaurantRecords';
import { newTableToken } from '../seed/tables';

const access = { screens: ['tables'] } as const;

/** The section must be one of the merchant's own: another merchant's answers as one that does not exist. */
const checkTable = (state: StateWithRestaurant, input: TableInput, merchantId: number) => {
  if (!state.sections.some((section) => section.id === input.sectionId && section.merchant_id === merchantId)) {
    throw new ApiError(404, floorMessages.sectionMissing, { field: 'sectionId' });
  }
};

/**
 * /table: the merchant's tables and the QR tokens behind their codes ('tables' screen). Only the
 * caller's own merchant: another merchant's table is a 404, as if it did not exist. A new table
 * gets a fresh token; an edit keeps it; `regenerateToken` (our addition) replaces it, and the old
 * link stops working at once (tableByToken finds tables by their current token only).
 */
const records = merchantRecordEndpoints<TableRecord, TableInput, 'id', Table>({
  prefix: '/table',
  access,
  collection: 'tables',
  noun: 'table',
  key: 'id',
  wrap: 'table',
  list: { path: '/getTables', envelope: 'tables' },
  schema: tableSchema,
  answer: table,
  check: checkTable,
  refusals: { write: [{ status: 404, message: floorMessages.sectionMissing }] },
  build: (input, id, merchantId, previous) => ({ id, merchant_id: merchantId, ...input, token: previous?.token ?? newTableToken() }),
  view: publicTable,
  // the name is what the printed QR card and the order board show: two alike would be mixed up
  nameTaken: floorMessages.tableNameTaken,
  texts: { created: floorMessages.tableCreated, updated: floorMessages.tableUpdated, deleted: floorMessages.tableDeleted },
});

const notFoundRefusal = [{ status: 404, message: messages.notFound }] as const;

export const tableRoutes = declaredArea(
  '/table',
  [
    ...records.endpoints,
    endpoint({
      method: 'GET',
      path: '/table/getTableToken/:id',
      summary: "The token of one of the caller's tables: the secret of its QR code's link.",
      access,
      addition: false,
      answer: tableToken,
      refusals: notFoundRefusal,
      handle: (call) => ({ tokenTable: records.find(call).token }),
    }),
    endpoint({
      method: 'POST',
      path: '/table/regenerateToken/:id',
      summary: 'Gives a table a new token; the old QR code stops working at once.',
      access,
      addition: true,
      answer: tableToken.extend({ message: z.string() }),
      refusals: notFoundRefusal,
      handle: (call) => {
        const record = records.find(call);
        record.token = newTableToken();
        call.ctx.store.save('tables');
        return { tokenTable: record.token, message: floorMessages.tableCodeRegenerated };
      },
    }),
  ],
  { ownsPrefix: true },
);
