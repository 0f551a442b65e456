import { floorMessages } from '../../src/domain/floorMessages';
import { section, type Section } from '../../src/domain/wire/floor';
import { sectionSchema, type SectionInput } from '../../src/schemas/sectionSchema';
import { declaredArea } from '../contract/mount';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import type { SectionRecord } from '../storage/restaurantRecords';

/** /section: the dining room's sections ('sections' screen), only the caller's merchant's. */
const { endpoints } = merchantRecordEndpoints<SectionRecord, SectionInput, 'id', Section>({
  prefix: '/section',
  access: { screens: ['sections'] },
  collection: 'sections',
  noun: 'section',
  key: 'id',
  wrap: 'section',
  list: { path: '/getSections', envelope: 'sections' },
  schema: sectionSchema,
  example: { name: 'Terraza', description: 'Mesas al aire libre', status: 'ACT' },
  answer: section,
  build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input }),
  // a table must stand in a section: the section goes only once its tables have moved or gone
  refuseDelete: (state, record) => {
    const count = state.tables.filter((table) => table.sectionId === record.id).length;
    return count ? floorMessages.sectionHasTables(count) : undefined;
  },
  refusals: { delete: [{ status: 409, message: floorMessages.sectionHasTables(1) }] },
  nameTaken: floorMessages.sectionNameTaken,
  texts: { created: floorMessages.sectionCreated, updated: floorMessages.sectionUpdated, deleted: floorMessages.sectionDeleted },
});

export const sectionRoutes = declaredArea('/section', endpoints, { ownsPrefix: true });
