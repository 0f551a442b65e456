import type { ReactNode } from 'react';
import type { OrderTotals } from '../../../src/domain/orderTotals';
import { texts } from '../texts';

export interface AmountRow {
  key: string | number;
  name: string;
  quantity: number;
  /** The unit's price as the page's reader is charged it: final (IVA and service inside), on the receipt and the voucher alike. */
  price: number;
  /** The price is the line's total over its quantity, rounded to the cent (a share of a line: src/domain/lineFinals.ts unitOfFinal): shown with '≈'. */
  rounded?: boolean;
  total: number;
  /** The diner's choices under the name ('Término: Medio'). */
  detail?: string;
  /** The diner's note for the kitchen on this dish, under its choices. */
  note?: string;
}

/**
 * Product rows, then subtotal, IVA, other charges and total: the receipt's and the invoice's table.
 * `serviceCharge` false (a merchant without table service) leaves the 10 % line out altogether.
 * `note` (the receipt's 'Precios con IVA y servicio incluidos', ui/PricesNote.tsx) heads the
 * breakdown, as on the summary, when the rows are final prices and the breakdown is what they hold.
 */
export const AmountTable = ({
  rows,
  totals,
  money,
  serviceCharge = true,
  note,
}: {
  rows: AmountRow[];
  totals: OrderTotals;
  money: (amount: number) => string;
  serviceCharge?: boolean;
  note?: ReactNode;
}) => (
  <table className="amounts">
    <thead>
      <tr>
        <th scope="col">{texts.product}</th>
        <th scope="col" className="num">{texts.quantityShort}</th>
        <th scope="col" className="num">{texts.unitPrice}</th>
        <th scope="col" className="num">{texts.lineTotal}</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.key}>
          <td>
            {row.name}
            {row.detail && <span className="line-options">{row.detail}</span>}
            {row.note && <span className="line-note-text">{row.note}</span>}
          </td>
          <td className="num">{row.quantity}</td>
          <td className="num">
            {row.rounded && '≈ '}
            {money(row.price)}
          </td>
          <td className="num">{money(row.total)}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      {note && (
        <tr className="note">
          <td colSpan={4}>{note}</td>
        </tr>
      )}
      {(
        [
          ['subtotal', texts.subtotal, totals.subtotal],
          ['tax', texts.tax, totals.tax],
          ['other', texts.otherCharges, totals.otherCharges],
          ['total', texts.total, totals.total],
        ] as const
      )
        .filter(([key]) => serviceCharge || key !== 'other')
        .map(([key, label, amount]) => (
        <tr key={key} className={`sum ${key}`}>
          <th scope="row" colSpan={3}>
            {label}
          </th>
          <td className="num" data-total={key}>
            {money(amount)}
          </td>
        </tr>
      ))}
    </tfoot>
  </table>
);
