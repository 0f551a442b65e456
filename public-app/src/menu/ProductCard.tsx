import { useState } from 'react';
import type { MenuProduct } from '../api';
import { colones } from '../format';
import { texts } from '../texts';
import { QuantityStepper } from '../ui/QuantityStepper';

/** A 160×270 product card (spec §2): image or 'No Image', name, short description, price, minus/plus. */
export const ProductCard = ({ product, quantity }: { product: MenuProduct; quantity: number }) => {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className={quantity > 0 ? 'product-card selected' : 'product-card'} aria-label={product.name}>
      {product.image && !imageFailed ? (
        <img className="product-image" src={product.image} alt="" width={160} height={96} loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
      ) : (
        <div className="product-image no-image">{texts.noImage}</div>
      )}
      <div className="product-body">
        <h4 className="product-name">{product.name}</h4>
        <p className="product-description">{product.shortDescription}</p>
        <p className="product-price">{colones(product.price)}</p>
        <QuantityStepper product={product} quantity={quantity} />
      </div>
    </article>
  );
};
