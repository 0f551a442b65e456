import type { DbState, TransactionRecord } from './types';
import type { OrderLine as PlacedLine } from '../../src/domain/orderLine';
import type { OrderChange, OrderStatus } from '../../src/domain/orderStatus';

/** A menu or category; `parentId` null at the top level (spec §3). `lastname` is its description. */
export interface MenuRecord {
  id: number;
  merchant_id: number;
  parentId: number | null;
  name: string;
  lastname: string;
  order: number;
}

/** A product of a merchant's menu (spec §3). Price in major units; `tax` is the CABYS rate in percent. */
export interface ProductRecord {
  id: number;
  merchant_id: number;
  menuId: number;
  name: string;
  shortDescription: string;
  description: string;
  price: number;
  available: number;
  /** Hacienda's tax-rate code: 1 exempt, 2 reduced 1 %, 3 reduced 2 %, 4 reduced 4 %, 8 general 13 %. */
  taxCodeId: number;
  unit: number;
  /** A path on the portal's host, or null: the QR menu then shows 'No Image'. */
  image: string | null;
  cabysCode: string;
  cabysDetails: string;
  tax: number;
}

export interface SectionRecord {
  id: number;
  merchant_id: number;
  name: string;
  description: string;
  status: 'ACT' | 'INA';
}

/** A table; its `token` is the secret in its QR code's link and names merchant and table at once. */
export interface TableRecord {
  id: number;
  merchant_id: number;
  name: string;
  sectionId: number;
  token: string;
}

/** A kitchen or till printer (spec §3): typeId 1 Cocina, 2 Cajas. */
export interface PrinterRecord {
  id: number;
  merchant_id: number;
  name: string;
  ip: string;
  typeId: 1 | 2;
}

export interface WaiterRecord {
  id: number;
  merchant_id: number;
  name: string;
}

/** A service type a supplier gives (GET /supplier/getTypeServices). */
export interface SupplierServiceType {
  id: number;
  description: string;
}

/**
 * A supplier (spec §3), identified by `supplierCode` (unique across merchants). `legalIdType`
 * is ours: the Costa Rican identification kind its `legalId` is checked against (1 cédula física,
 * 2 cédula jurídica, 3 DIMEX, 4 NITE).
 */
export interface SupplierRecord {
  supplierCode: number;
  merchant_id: number;
  serviceTypeId: number;
  name: string;
  legalIdType: 1 | 2 | 3 | 4;
  legalId: string;
  phone: string;
  mobile: string;
  address: string;
  email: string;
  contact: string;
}

/** A stored order line: the answered line plus the diner's note for the kitchen. */
export interface OrderLine extends PlacedLine {
  message: string;
}

export interface OrderRecord {
  id: number;
  orderNumber: number;
  merchant_id: number;
  table_id: number;
  detail: string;
  takeout: false;
  products: OrderLine[];
  subtotal: number;
  tax: number;
  otherCharges: number;
  total: number;
  /** 'CREATED' is Recibido (src/domain/orderStatus.ts has the whole life of an order). */
  status: OrderStatus;
  /** Server clock (epoch ms) at creation: the 15-second cancel window counts from here. */
  createdAt: number;
  date: string;
  cancelledAt: number | null;
  /** SHA-256 (hex) of the cancel key only the ordering device received (restaurant/cancelKey.ts). */
  cancelKeyHash: string;
  /** Every status change, oldest first, with who made it and when (issue 13); absent on orders stored before it. */
  history?: OrderChange[];
  /** The waiter serving the order, if one was assigned on the board. */
  waiterId?: number | null;
}

/** The collections the restaurant's public pages read and write. */
export interface RestaurantState {
  menus: MenuRecord[];
  products: ProductRecord[];
  sections: SectionRecord[];
  tables: TableRecord[];
  orders: OrderRecord[];
  printers: PrinterRecord[];
  waiters: WaiterRecord[];
  suppliers: SupplierRecord[];
  supplierServiceTypes: SupplierServiceType[];
  transactions?: TransactionRecord[];
}

export type StateWithRestaurant = DbState & RestaurantState;
