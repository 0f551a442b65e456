import { lineFinalTotal, type TotalsOptions } from '../../../src/domain/orderTotals';
import { colones } from '../format';
import { lineKey, optionsText, type ChosenOption } from '../../../src/domain/optionLines';

interface Line {
  id: number;
  name: string;
  quantity: number;
  price: number;
  tax: number;
  carriesService: boolean;
  options?: ChosenOption[];
}

/** 'Qty × name  amount' for each line, as the order confirmation and the card form list them; amounts final. */
export const OrderLines = ({ lines, charges }: { lines: Line[]; charges: TotalsOptions }) => (
  <ul className="confirm-lines">
    {lines.map((line) => (
      <li key={lineKey(line.id, line.options)}>
        <span className="confirm-quantity">{`${line.quantity} ×`}</span>
        <span className="confirm-name">
          {line.name}
          {line.options?.length ? <span className="line-options">{optionsText(line.options)}</span> : null}
        </span>
        <span className="confirm-amount">{colones(lineFinalTotal(line, charges))}</span>
      </li>
    ))}
  </ul>
);
