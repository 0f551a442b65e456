import { z } from 'zod';

/**
 * The restaurant floor as the merchant's screens read it (docs/spec-reference.md §3): sections,
 * tables, printers, waiters and suppliers, each without its merchant (the caller's own, always).
 */

export const section = z.object({ id: z.number().int(), name: z.string(), description: z.string(), status: z.enum(['ACT', 'INA']) }).meta({ id: 'Section' });
export type Section = z.infer<typeof section>;

/** A table as the screens see it: never its QR token, which only GET /table/getTableToken/{id} gives. */
export const table = z
  .object({ id: z.number().int(), name: z.string(), sectionId: z.number().int(), section: z.object({ id: z.number().int(), name: z.string() }).nullable() })
  .meta({ id: 'Table' });
export type Table = z.infer<typeof table>;

/** typeId 1 Cocina, 2 Cajas, 3 Barra (ours, docs/departures.md). */
export const printer = z.object({ id: z.number().int(), name: z.string(), ip: z.string(), typeId: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).meta({ id: 'Printer' });
export type Printer = z.infer<typeof printer>;

/** `userId`, `userName` (ours): the staff user who signs in as this waiter, or null. */
export const waiter = z.object({ id: z.number().int(), name: z.string(), userId: z.number().int().nullable(), userName: z.string().nullable() }).meta({ id: 'Waiter' });
export type Waiter = z.infer<typeof waiter>;

/** legalIdType: 1 cédula física, 2 cédula jurídica, 3 DIMEX, 4 NITE (ours). */
export const supplier = z
  .object({
    supplierCode: z.number().int(),
    serviceTypeId: z.number().int(),
    name: z.string(),
    legalIdType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    legalId: z.string(),
    phone: z.string(),
    mobile: z.string(),
    address: z.string(),
    email: z.string(),
    contact: z.string(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplier>;

export const supplierServiceType = z.object({ id: z.number().int(), description: z.string() }).meta({ id: 'SupplierServiceType' });
export type SupplierServiceType = z.infer<typeof supplierServiceType>;

/** A table's QR token: the secret of its link. */
export const tableToken = z.object({ tokenTable: z.string() });
