import { randomBytes } from 'node:crypto';
import type { SectionRecord, TableRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

const SECTIONS: Omit<SectionRecord, 'id' | 'merchant_id'>[] = [
  { name: 'Salón principal', description: 'Mesas del comedor', status: 'ACT' },
  { name: 'Terraza', description: 'Mesas al aire libre', status: 'ACT' },
  { name: 'Barra', description: 'Asientos de la barra', status: 'ACT' },
  { name: 'Salón de eventos', description: 'Solo con reservación', status: 'INA' },
];

/** [name, index of its section] */
const TABLES: [string, number][] = [
  ...Array.from({ length: 8 }, (_, index): [string, number] => [`Mesa ${index + 1}`, 0]),
  ...Array.from({ length: 4 }, (_, index): [string, number] => [`Mesa ${index + 9}`, 1]),
  ['Barra 1', 2],
  ['Barra 2', 2],
];

/**
 * A table's QR token: 128 random bits, not derived from any id or from the seed. Like the token
 * secret it is a secret, so it is drawn from the system's random source even in demo data; the
 * merchant's Tables screen (GET /table/getTableToken/{id}) hands it out.
 */
export const newTableToken = () => randomBytes(16).toString('base64url');

/** Sections and tables for every restaurant. */
export const seedSectionsAndTables = (merchants: Merchant[]) => {
  const sections: SectionRecord[] = [];
  const tables: TableRecord[] = [];
  for (const merchant of merchants.filter((candidate) => candidate.companyTypeId === 1)) {
    const ids = SECTIONS.map((section) => {
      const record = { id: sections.length + 1, merchant_id: merchant.id, ...section };
      sections.push(record);
      return record.id;
    });
    for (const [name, sectionIndex] of TABLES) {
      tables.push({ id: tables.length + 1, merchant_id: merchant.id, name, sectionId: ids[sectionIndex], token: newTableToken() });
    }
  }
  return { sections, tables };
};
