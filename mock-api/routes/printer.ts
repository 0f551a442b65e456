import { floorMessages } from '../../src/domain/floorMessages';
import { printer, type Printer } from '../../src/domain/wire/floor';
import { printerSchema, type PrinterInput } from '../../src/schemas/printerSchema';
import { declaredArea } from '../contract/mount';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import type { PrinterRecord } from '../storage/restaurantRecords';

/** /printer: the kitchen, till and bar printers ('printers' screen), only the caller's merchant's. */
const { endpoints } = merchantRecordEndpoints<PrinterRecord, PrinterInput, 'id', Printer>({
  prefix: '/printer',
  access: { screens: ['printers'] },
  collection: 'printers',
  noun: 'printer',
  key: 'id',
  wrap: 'printer',
  list: { path: '/getPrinters', envelope: 'printers' },
  schema: printerSchema,
  example: { name: 'Cocina caliente', ip: '192.168.1.50', typeId: 1 },
  answer: printer,
  build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input, typeId: input.typeId as PrinterRecord['typeId'] }),
  nameTaken: floorMessages.printerNameTaken,
  texts: { created: floorMessages.printerCreated, updated: floorMessages.printerUpdated, deleted: floorMessages.printerDeleted },
});

export const printerRoutes = declaredArea('/printer', endpoints, { ownsPrefix: true });
