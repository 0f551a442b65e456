import { Router } from 'express';
import { floorMessages } from '../../src/domain/floorMessages';
import { tableSchema, type TableInput } from '../../src/schemas/tableSchema';
import { allowScreen } from '../auth/session';
import { ApiError, route } from '../http';
import { mountMerchantRecords } from '../restaurant/merchantRecords';
import { publicTable } from '../restaurant/restaurantData';
import type { StateWithRestaurant, TableRecord } from '../seed/restaurantTypes';
import { newTableToken } from '../seed/tables';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

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
export const tableRoutes: RouteArea = {
  prefix: '/table',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('tables'));
    const { find } = mountMerchantRecords<TableRecord, TableInput, 'id'>(router, {
      store,
      collection: 'tables',
      key: 'id',
      wrap: 'table',
      list: { path: '/getTables', envelope: 'tables' },
      parse: (body) => parseWrapped(tableSchema, body, 'table'),
      check: checkTable,
      build: (input, id, merchantId, previous) => ({ id, merchant_id: merchantId, ...input, token: previous?.token ?? newTableToken() }),
      view: publicTable,
      // the name is what the printed QR card and the order board show: two alike would be mixed up
      nameTaken: floorMessages.tableNameTaken,
      texts: { created: floorMessages.tableCreated, updated: floorMessages.tableUpdated, deleted: floorMessages.tableDeleted },
    });

    router.get('/getTableToken/:id', route((req) => ({ tokenTable: find(req).token })));

    router.post(
      '/regenerateToken/:id',
      route((req) => {
        const table = find(req);
        table.token = newTableToken();
        store.save('tables');
        return { tokenTable: table.token, message: floorMessages.tableCodeRegenerated };
      }),
    );
    return router;
  },
};
