import { lineTotal } from '../../../src/domain/orderTotals';
import { colones } from '../format';

interface Line {
  id: number;
  name: string;
  quantity: number;
  price: number;
}

/** 'Qty × name  amount' for each line, as the order confirmation and the card form list them. */
export const OrderLines = ({ lines }: { lines: Line[] }) => (
  <ul className="confirm-lines">
    {lines.map((line) => (
      <li key={line.id}>
        <span className="confirm-quantity">{`${line.quantity} ×`}</span>
        <span className="confirm-name">{line.name}</span>
        <span className="confirm-amount">{colones(lineTotal(line))}</span>
      </li>
    ))}
  </ul>
);
