import { MAX_LINE_QUANTITY } from '../../../src/domain/orderRules';
import { addProduct, removeProduct, type SelectedProduct } from '../dinerSession';
import { texts } from '../texts';

/** Minus (only when something is selected), the quantity, plus (docs/spec-reference.md §2). */
export const QuantityStepper = ({ product, quantity }: { product: Omit<SelectedProduct, 'quantity'>; quantity: number }) => (
  <div className="stepper">
    {quantity > 0 && (
      <>
        <button type="button" className="round" aria-label={`${texts.remove} ${product.name}`} onClick={() => removeProduct(product.id)}>
          −
        </button>
        <output aria-label={`${texts.quantity} ${product.name}`}>{quantity}</output>
      </>
    )}
    <button
      type="button"
      className="round primary"
      aria-label={`${texts.add} ${product.name}`}
      disabled={quantity >= MAX_LINE_QUANTITY}
      onClick={() => addProduct(product)}
    >
      +
    </button>
  </div>
);
