import { z } from 'zod';
import { electronicReceipts } from './electronicDocument';
import { table } from './floor';
import { menuQrProduct, product, type MenuQrProduct } from './product';

/**
 * The menu as it crosses the wire (docs/spec-reference.md §3 menu or category): the back office's
 * flat menus, and the QR menu the diner app reads (GET /menu/getMenuQR/{token}: the tree, the
 * merchant, the table).
 */

/** A menu as the back office reads it: its merchant is the caller's own, never sent. */
export const menu = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    lastname: z.string(),
    order: z.number().int(),
    /** The English name and description ('' where none) and the hours in Costa Rica time (none: always). */
    nameEn: z.string(),
    descriptionEn: z.string(),
    availability: z.array(z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() })),
  })
  .meta({ id: 'Menu' });
export type Menu = z.infer<typeof menu>;

/** GET /menu/getMenu: the caller's menus and products, flat (the admin nests them). */
export const catalogue = z.object({ menus: z.array(menu), products: z.array(product) });


/** One menu of the QR menu's tree, with its submenus and products (docs/spec-reference.md §3). */
export interface MenuQrNode {
  id: number;
  parentId: number | null;
  name: string;
  lastname: string;
  submenu: MenuQrNode[];
  products: MenuQrProduct[];
}
export const menuQrNode: z.ZodType<MenuQrNode> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    lastname: z.string(),
    get submenu() {
      return z.array(menuQrNode);
    },
    products: z.array(menuQrProduct),
  })
  .meta({ id: 'MenuQrNode' });

/** What a diner or a payer may see of a merchant: contact data, logo, and whether IVA is charged. */
export const publicMerchant = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    image: z.string(),
    simplifiedRegime: z.boolean(),
    /** Company settings: without table service there is no 10 % service charge. */
    tableService: z.boolean(),
    /** Whether its sales get an electronic receipt: the receipt offers a factura, or says why there is none. */
    electronicReceipts,
    /** A dollar merchant charges cards in dollars at this rate, in colones per dollar (our addition); null: in colones. */
    cardDollarRate: z.number().positive().nullable(),
  })
  .meta({ id: 'PublicMerchant' });
export type PublicMerchant = z.infer<typeof publicMerchant>;

/**
 * GET /menu/getMenuQR/{token}: the table's menu, its merchant and the table; names and
 * descriptions in `language` (English where given, else Spanish), menus outside their
 * hours left out.
 */
export const menuQr = z.object({ menuqr: z.array(menuQrNode), merchant: publicMerchant, table, language: z.enum(['es', 'en']) });
export type MenuQr = z.infer<typeof menuQr>;
