import type { MenuSlot } from '../../src/domain/menuHours';
import type { DbState, TransactionRecord } from './records';
import type { OrderLine as PlacedLine } from '../../src/domain/orderLine';
import type { OptionGroup } from '../../src/domain/productOptions';
import type { Payment } from '../../src/domain/wire/payment';
import type { OrderChange, OrderStatus } from '../../src/domain/orderStatus';
import type { Receiver } from '../receipts/documentInput';

/** A menu or category; `parentId` null at the top level (docs/spec-reference.md §3). `lastname` is its description. */
export interface MenuRecord {
  id: number;
  merchant_id: number;
  parentId: number | null;
  name: string;
  lastname: string;
  order: number;
  /** The English name and description ('' where none) and the hours (none: always available). */
  nameEn: string;
  descriptionEn: string;
  availability: MenuSlot[];
}

/** A merchant's option set ('Término'): a group with its id; products carry copies naming it by `setId`. */
export interface OptionSetRecord extends OptionGroup {
  id: number;
  merchant_id: number;
}

/** A product of a merchant's menu (docs/spec-reference.md §3). Price in major units; `tax` is the CABYS rate in percent. */
export interface ProductRecord {
  id: number;
  merchant_id: number;
  menuId: number;
  name: string;
  shortDescription: string;
  description: string;
  price: number;
  available: number;
  /** 'Sin límite': orders never run out of it; `available` still counts what orders take and give back. */
  unlimited: boolean;
  /** Hacienda's tax-rate code: 1 exempt, 2 reduced 1 %, 3 reduced 2 %, 4 reduced 4 %, 8 general 13 %. */
  taxCodeId: number;
  unit: number;
  /** A path on the portal's host, or null: the QR menu then shows no picture. */
  image: string | null;
  cabysCode: string;
  cabysDetails: string;
  tax: number;
  /** 'Se prepara en': the printer location whose kitchen (or bar) makes it; null for what is handed over as it is. */
  preparedAt: number | null;
  /** English texts ('' where none), allergen and diet codes (src/domain/dietaryTags.ts). */
  nameEn: string;
  shortDescriptionEn: string;
  descriptionEn: string;
  allergens: string[];
  diets: string[];
  /** Marked 'Agotado' by staff (PUT /product/soldOut/{id}), whatever its quantity. */
  soldOut: boolean;
  /** 'Lleva servicio (10 %)': the 10 % service is charged on it (src/domain/serviceCharge.ts). */
  carriesService: boolean;
  /** Choices the diner makes before adding it; absent in a record from before them. */
  optionGroups?: OptionGroup[];
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
  /** The waiter who has the table this shift ('Mesas'); new orders at it take them. Absent: nobody. */
  waiterId?: number | null;
}

/** A kitchen, till or bar printer (docs/spec-reference.md §3): typeId 1 Cocina, 2 Cajas, 3 Barra (ours). */
export interface PrinterRecord {
  id: number;
  merchant_id: number;
  name: string;
  ip: string;
  typeId: 1 | 2 | 3;
}

export interface WaiterRecord {
  id: number;
  merchant_id: number;
  name: string;
  /** The staff user (group 2 or 4 of the same merchant) who signs in as this waiter ('Mis mesas'). */
  userId?: number | null;
}

/** A service type a supplier gives (GET /supplier/getTypeServices). */
export interface SupplierServiceType {
  id: number;
  description: string;
}

/**
 * A supplier (docs/spec-reference.md §3), identified by `supplierCode` (unique across merchants). `legalIdType`
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
  /** Every status change, oldest first, with who made it and when; absent on orders stored before it. */
  history?: OrderChange[];
  /** The waiter serving the order, if one was assigned on the board. */
  waiterId?: number | null;
  /** The table's tab the order joined; absent on orders stored before tabs. */
  tabId?: number;
  /** The name the diner gave for this round ('Mesa' when none). */
  dinerName?: string;
  /** The staff user who took the order at the table (mock-api/routes/staffOrder.ts); absent on a diner's own order. */
  takenBy?: string;
}

/** A line a payment paid, as its voucher's invoice and its electronic receipt list it. */
export interface PaidPartLine {
  id: number;
  name: string;
  quantity: number;
  price: number;
  tax: number;
  /** The order line's 'Lleva servicio (10 %)' (src/domain/serviceCharge.ts). */
  carriesService: boolean;
  message: string;
  /** The order (round) the line is of, and what the payment paid of it in céntimos (absent in records from before refunds of tab payments). */
  orderId?: number;
  cents?: number;
}

/**
 * A table's bill: every order placed with the table's code joins its open tab; staff
 * close it (`closedAt`), and the next order opens a new one. `openedAt` and `closedAt` are ISO instants.
 */
export interface TabRecord {
  id: number;
  merchant_id: number;
  tableId: number;
  openedAt: string;
  closedAt: string | null;
  /** Who closed it: the staff user's name. */
  closedBy?: string | null;
  /** Lines paid by item, so none is paid twice. */
  paidItems?: { paymentId: number; orderId: number; productId: number; quantity: number }[];
  /** What each payment paid, line by line (an amount pays every line in proportion). */
  parts?: { paymentId: number; lines: PaidPartLine[] }[];
}

/** 'Llamar al mesero' ('waiter') or 'Pedir la cuenta' ('bill'), pending until staff attend it. */
export interface TableCallRecord {
  id: number;
  merchant_id: number;
  tableId: number;
  tabId: number | null;
  kind: 'waiter' | 'bill';
  createdAt: string;
  attendedAt: string | null;
  attendedBy: string | null;
}

/** The collections the restaurant's public pages read and write. */
export interface RestaurantState {
  menus: MenuRecord[];
  products: ProductRecord[];
  /** Option groups defined once and copied into the products that carry them (src/schemas/optionGroupSchema.ts). */
  optionSets: OptionSetRecord[];
  sections: SectionRecord[];
  tables: TableRecord[];
  orders: OrderRecord[];
  printers: PrinterRecord[];
  waiters: WaiterRecord[];
  suppliers: SupplierRecord[];
  supplierServiceTypes: SupplierServiceType[];
  transactions?: TransactionRecord[];
  /** Payments towards tables' bills (src/domain/wire/payment.ts); absent in a data file from before them. */
  payments?: PaymentRecord[];
  /** Tables' bills; absent in a data file from before them. */
  tabs?: TabRecord[];
  tableCalls?: TableCallRecord[];
}

/**
 * What the money of a payment does not say: who paid, how (voucher, document, SINPE reference, cash
 * handed over), and for which table and rounds. Its amount, tip, status and refunds are the ledger's
 * (mock-api/restaurant/ledger.ts), read into the wire's Payment by mock-api/restaurant/paymentView.ts:
 * one writer of money, nothing to keep in step.
 */
export interface PaymentRecord extends Omit<Payment, PaymentMoneyField> {
  merchant_id: number;
  /**
   * A SINPE Móvil payer asked for a factura: its receiver, kept until staff confirm the payment and
   * its document is issued (mock-api/routes/tableBoard.ts). Never on the wire (paymentView.ts).
   */
  receiver?: Receiver;
}

/** The fields of a wire Payment the ledger answers. */
export type PaymentMoneyField = 'amount' | 'tip' | 'status' | 'confirmedAt' | 'refunds' | 'cancelledShares';

export type StateWithRestaurant = DbState & RestaurantState;

/**
 * A stock item (docs/spec-reference.md §3): `stock` is what is available now, `newStock` what it started with.
 * `supplierId` is the supplierCode of one of the same merchant's suppliers, or null.
 * Quantities keep the unit's decimals (src/domain/stockUnits.ts).
 */
export interface StockRecord {
  id: number;
  merchant_id: number;
  name: string;
  unit: number;
  newStock: number;
  stock: number;
  supplierId: number | null;
  minimunStock: number;
}

/** One change of a stock item's quantity: who or what made it, when, and why (ours; the spec keeps only a note). */
export interface StockMovementRecord {
  id: number;
  merchant_id: number;
  stockId: number;
  /** Epoch ms on the server's clock. */
  at: number;
  /** +1 added, −1 removed. */
  direction: 1 | -1;
  quantity: number;
  /** What was available after it. */
  balance: number;
  note: string;
  /** The user's name, or 'Menú QR' for a diner's order. */
  author: string;
  /** The order that took or gave back this quantity, when it was one. */
  orderId: number | null;
  orderNumber: number | null;
}

/** A product's recipe line (docs/spec-reference.md §3 combo): one dish of `productId` uses `quantity` of `stockId`. */
export interface ComboRecord {
  merchant_id: number;
  productId: number;
  stockId: number;
  quantity: number;
}

/** A loyalty reward (docs/spec-reference.md §3): its name and the points it requires. */
export interface RewardRecord {
  id: number;
  merchant_id: number;
  recompensa: string;
  requiere: number;
}

/** A loyalty client (docs/spec-reference.md §3); `loyaltyMemberId` is the number on their card. */
export interface LoyaltyClientRecord {
  id: number;
  merchant_id: number;
  nombre: string;
  correo: string;
  plataforma: 'android' | 'ios';
  loyaltyMemberId: string;
  puntosActuales: number;
  sellosActuales: number;
  /** ISO date-time of registration. */
  fechaRegistro: string;
}

/** The stock, recipe and loyalty collections. */
export interface InventoryState {
  stocks: StockRecord[];
  stockMovements: StockMovementRecord[];
  combos: ComboRecord[];
  rewards: RewardRecord[];
  loyaltyClients: LoyaltyClientRecord[];
}

export type StateWithInventory = StateWithRestaurant & InventoryState;
