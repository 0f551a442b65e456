/**
 * The day's tips per waiter, in céntimos: every confirmed payment with a tip counts once, under
 * the waiter it names or under nobody (`waiterId` null: 'Sin mesero asignado'), so the rows always
 * add up to the day's tips (tests/unit/tipsByWaiter.test.ts). A waiter deleted since counts as nobody.
 */
export interface TipRow {
  waiterId: number | null;
  name: string;
  count: number;
  tipCents: number;
}

export const tipsByWaiter = (
  payments: readonly { tipCents: number; waiterId: number | null }[],
  names: ReadonlyMap<number, string>,
  noWaiter: string,
): TipRow[] => {
  const rows = new Map<number | null, TipRow>();
  for (const payment of payments) {
    if (payment.tipCents === 0) continue;
    const waiterId = payment.waiterId !== null && names.has(payment.waiterId) ? payment.waiterId : null;
    const row = rows.get(waiterId) ?? { waiterId, name: waiterId === null ? noWaiter : names.get(waiterId)!, count: 0, tipCents: 0 };
    row.count += 1;
    row.tipCents += payment.tipCents;
    rows.set(waiterId, row);
  }
  return [...rows.values()].sort((a, b) => b.tipCents - a.tipCents || a.name.localeCompare(b.name, 'es'));
};
