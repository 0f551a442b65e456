import { Router } from 'express';
import { floorMessages } from '../../src/domain/floorMessages';
import { printerSchema, type PrinterInput } from '../../src/schemas/printerSchema';
import { allowScreen } from '../auth/session';
import { mountMerchantRecords } from '../restaurant/merchantRecords';
import type { PrinterRecord } from '../seed/restaurantTypes';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

/** /printer: the kitchen and till printers ('printers' screen), only the caller's merchant's. */
export const printerRoutes: RouteArea = {
  prefix: '/printer',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('printers'));
    mountMerchantRecords<PrinterRecord, PrinterInput, 'id'>(router, {
      store,
      collection: 'printers',
      key: 'id',
      wrap: 'printer',
      list: { path: '/getPrinters', envelope: 'printers' },
      parse: (body) => parseWrapped(printerSchema, body, 'printer'),
      build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input, typeId: input.typeId as PrinterRecord['typeId'] }),
      nameTaken: floorMessages.printerNameTaken,
      texts: { created: floorMessages.printerCreated, updated: floorMessages.printerUpdated, deleted: floorMessages.printerDeleted },
    });
    return router;
  },
};
