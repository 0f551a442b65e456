import type { OrderTotals } from '../../../src/domain/orderTotals';
import { colones } from '../format';
import { texts } from '../texts';

/** Subtotal, IVA, other charges and total in colones, as the summary and the order confirmation show them. */
export const TotalsList = ({ totals, className = '', totalTestId }: { totals: OrderTotals; className?: string; totalTestId?: string }) => (
  <dl className={`summary-totals ${className}`.trim()}>
    <dt>{texts.subtotal}</dt>
    <dd>{colones(totals.subtotal)}</dd>
    <dt>{texts.tax}</dt>
    <dd>{colones(totals.tax)}</dd>
    <dt>{texts.otherCharges}</dt>
    <dd>{colones(totals.otherCharges)}</dd>
    <dt className="total">{texts.total}</dt>
    <dd className="total" data-testid={totalTestId}>
      {colones(totals.total)}
    </dd>
  </dl>
);
