import { useState } from 'react';
import type { MenuProduct } from '../api';
import { colones } from '../format';
import { texts } from '../texts';
import { QuantityStepper } from '../ui/QuantityStepper';
import { productImageUrl } from '../../../src/domain/productCatalogs';
import { API_URL } from '../../../src/providers/apiUrl';

/**
 * A 160×270 product card (spec §2): image or 'No Image', name, short description, price, minus/plus;
 * a product with nothing left says 'Agotado' instead of plus and cannot be ordered.
 */
export const ProductCard = ({ product, quantity }: { product: MenuProduct; quantity: number }) => {
  const [imageFailed, setImageFailed] = useState(false);
  const image = productImageUrl(product.image, API_URL);
  const classes = ['product-card', quantity > 0 ? 'selected' : '', product.soldOut ? 'sold-out' : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-label={product.name}>
      {image && !imageFailed ? (
        <img className="product-image" src={image} alt="" width={160} height={96} loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
      ) : (
        <div className="product-image no-image">{texts.noImage}</div>
      )}
      <div className="product-body">
        <h4 className="product-name">{product.name}</h4>
        <p className="product-description">{product.shortDescription}</p>
        <p className="product-price">{colones(product.price)}</p>
        {product.soldOut ? <p className="sold-out-badge">{texts.soldOut}</p> : <QuantityStepper product={product} quantity={quantity} />}
      </div>
    </article>
  );
};
