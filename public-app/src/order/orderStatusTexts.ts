import { ORDER_STATUS_LABELS } from '../../../src/domain/orderStatus';

/**
 * An order's status as the board names it (src/domain/orderStatus.ts), in the diner's language: on
 * the receipt and the table's bill, pages after the menu, so they stay out of the menu's first
 * download (tests/e2e/publicAppBudget.test.ts).
 */
const en: Record<string, string> = { CREATED: 'Received', PREPARING: 'Being prepared', READY: 'Ready', DELIVERED: 'Served', CANCELLED: 'Cancelled' };

export const orderStatusLabel = (status: string) => (document.documentElement.lang === 'en' ? en : (ORDER_STATUS_LABELS as Record<string, string>))[status] ?? '';
