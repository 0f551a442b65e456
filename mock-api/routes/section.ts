import { Router } from 'express';
import { floorMessages } from '../../src/domain/floorMessages';
import { sectionSchema, type SectionInput } from '../../src/schemas/sectionSchema';
import { allowScreen } from '../auth/session';
import { mountMerchantRecords } from '../restaurant/merchantRecords';
import type { SectionRecord } from '../seed/restaurantTypes';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

/** /section: the dining room's sections ('sections' screen), only the caller's merchant's. */
export const sectionRoutes: RouteArea = {
  prefix: '/section',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('sections'));
    mountMerchantRecords<SectionRecord, SectionInput, 'id'>(router, {
      store,
      collection: 'sections',
      key: 'id',
      wrap: 'section',
      list: { path: '/getSections', envelope: 'sections' },
      parse: (body) => parseWrapped(sectionSchema, body, 'section'),
      build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input }),
      // a table must stand in a section: the section goes only once its tables have moved or gone
      refuseDelete: (state, section) => {
        const count = state.tables.filter((table) => table.sectionId === section.id).length;
        return count ? floorMessages.sectionHasTables(count) : undefined;
      },
      nameTaken: floorMessages.sectionNameTaken,
      texts: { created: floorMessages.sectionCreated, updated: floorMessages.sectionUpdated, deleted: floorMessages.sectionDeleted },
    });
    return router;
  },
};
