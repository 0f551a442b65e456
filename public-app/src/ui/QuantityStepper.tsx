import { MAX_LINE_QUANTITY } from '../../../src/domain/orderRules';
import { addOneMore, addProduct, itemKey, removeProduct, type SelectedProduct } from '../dinerSession';
import { texts } from '../texts';

/**
 * Minus (only when something is selected), the quantity, plus (docs/spec-reference.md §2). A cart
 * line (`line`) steps itself, its choices kept; a product with choices opens its
 * chooser on plus (`onAdd`) instead of adding at once.
 */
export const QuantityStepper = ({
  product,
  quantity,
  line = false,
  onAdd,
}: {
  product: Omit<SelectedProduct, 'quantity'>;
  quantity: number;
  line?: boolean;
  onAdd?: () => void;
}) => {
  const key = line ? itemKey(product) : undefined;
  return (
    <div className="stepper">
      {quantity > 0 && (
        <>
          <button type="button" className="round" aria-label={`${texts.remove} ${product.name}`} onClick={() => removeProduct(product.id, key)}>
            −
          </button>
          <output aria-label={`${texts.quantity} ${product.name}`}>{quantity}</output>
        </>
      )}
      <button
        type="button"
        className="round primary"
        aria-label={`${texts.add} ${product.name}`}
        aria-haspopup={onAdd ? 'dialog' : undefined}
        disabled={quantity >= MAX_LINE_QUANTITY && !onAdd}
        onClick={() => (key ? addOneMore(key) : onAdd ? onAdd() : addProduct(product))}
      >
        +
      </button>
    </div>
  );
};
