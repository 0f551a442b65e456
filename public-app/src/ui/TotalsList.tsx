import type { OrderTotals } from '../../../src/domain/orderTotals';
import { colones } from '../format';
import { texts } from '../texts';

/**
 * Subtotal, IVA, other charges and total in colones, as the summary and the order confirmation show them.
 * `serviceCharge` false (a merchant without table service) leaves the 10 % line out altogether.
 */
export const TotalsList = ({
  totals,
  className = '',
  totalTestId,
  serviceCharge = true,
}: {
  totals: OrderTotals;
  className?: string;
  totalTestId?: string;
  serviceCharge?: boolean;
}) => (
  <dl className={`summary-totals ${className}`.trim()}>
    <dt>{texts.subtotal}</dt>
    <dd>{colones(totals.subtotal)}</dd>
    <dt>{texts.tax}</dt>
    <dd>{colones(totals.tax)}</dd>
    {serviceCharge && (
      <>
        <dt>{texts.otherCharges}</dt>
        <dd>{colones(totals.otherCharges)}</dd>
      </>
    )}
    <dt className="total">{texts.total}</dt>
    <dd className="total" data-testid={totalTestId}>
      {colones(totals.total)}
    </dd>
  </dl>
);
