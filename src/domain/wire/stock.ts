import { z } from 'zod';

/**
 * The merchant's inventory as its screens read it (docs/spec-reference.md §3 stock item): items,
 * the units they are counted in, the suppliers the item form chooses from and each item's
 * movements (ours), each without its merchant (the caller's own, always).
 */

/** A unit (GET /stock/getUnits) with the decimals a person may type for it (src/domain/stockUnits.ts). */
export const stockUnit = z
  .object({
    code: z.number().int(),
    description: z.string(),
    /** What follows a quantity on screen (a recipe's '0.25 kg'). */
    symbol: z.string(),
    decimals: z.number().int(),
  })
  .meta({ id: 'StockUnit' });
export type StockUnit = z.infer<typeof stockUnit>;

/** A stock item: its supplier by name (null without one); `newStock` is the initial quantity, `stock` what is available. */
export const stockItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    unit: z.number().int(),
    newStock: z.number(),
    stock: z.number(),
    supplierId: z.number().int().nullable(),
    supplier: z.object({ name: z.string() }).nullable(),
    minimunStock: z.number(),
  })
  .meta({ id: 'StockItem' });
export type StockItem = z.infer<typeof stockItem>;

/** What the item form's supplier select offers (GET /stock/getSuppliers, ours). */
export const supplierChoice = z.object({ supplierCode: z.number().int(), name: z.string() }).meta({ id: 'SupplierChoice' });
export type SupplierChoice = z.infer<typeof supplierChoice>;

/** One change of an item's quantity (ours): when, +1 added or −1 removed, what was left, the note, who, and the order that made it. */
export const stockMovement = z
  .object({
    id: z.number().int(),
    stockId: z.number().int(),
    /** Epoch ms on the server's clock. */
    at: z.number().int(),
    direction: z.union([z.literal(1), z.literal(-1)]),
    quantity: z.number(),
    balance: z.number(),
    note: z.string(),
    author: z.string(),
    orderId: z.number().int().nullable(),
    orderNumber: z.number().int().nullable(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovement>;

/** GET /stock/getMovements/{id}: the item and its movements, newest first. */
export const stockItemHistory = z.object({ stock: stockItem, movements: z.array(stockMovement) });
export type StockItemHistory = z.infer<typeof stockItemHistory>;
