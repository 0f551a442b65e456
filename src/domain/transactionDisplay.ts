/** How the card transaction report shows a row (docs/spec-reference.md §3). */
export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  PAYMENT: 'Pago',
  REFUND: 'Devolución',
  VOID: 'Anulación',
};

export const transactionTypeLabel = (type: unknown) => TRANSACTION_TYPE_LABELS[String(type)] ?? String(type ?? '');

export const isRefund = (row: Record<string, unknown>) => row.transaction_type_desc === 'REFUND';

/**
 * `2026-05-14T23:59:07-06:00` → `14/05/2026 23:59:07`: the local Costa Rica time the row was
 * stored with, read as written, so no browser time zone can shift it to another day.
 */
export const formatLocalDateTime = (value: unknown) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(String(value ?? ''));
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}` : String(value ?? '');
};
