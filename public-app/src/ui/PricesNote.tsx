import type { TotalsOptions } from '../../../src/domain/orderTotals';
import { texts } from '../texts';

/** The one line saying what the prices shown include: IVA, and the service where there is table service. */
export const PricesNote = ({ charges }: { charges: TotalsOptions }) => {
  const tax = !charges.simplifiedRegime;
  const service = charges.tableService !== false;
  const text = tax && service ? texts.pricesIncludeTaxAndService : tax ? texts.pricesIncludeTax : service ? texts.pricesIncludeService : texts.pricesFinal;
  return (
    <p className="prices-note" data-testid="prices-note">
      {text}
    </p>
  );
};
