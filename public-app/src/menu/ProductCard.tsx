import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MenuQrProduct } from '../../../src/domain/wire/product';
import { chargesOf, colones } from '../format';
import { texts } from '../texts';
import { QuantityStepper } from '../ui/QuantityStepper';
import { productImageUrl } from '../../../src/domain/productCatalogs';
import { API_URL } from '../../../src/providers/apiUrl';
import { DietaryTags } from './DietaryTags';
import { isOptionSoldOutNow, isSoldOutNow, useMenuView } from './menuView';
import { addProduct, useDinerSession } from '../dinerSession';
import { finalPrice } from '../../../src/domain/finalPrice';
import { priceWithOptions } from '../../../src/domain/optionLines';
import { useLanguage } from '../language';

/**
 * A 160×270 product card (docs/spec-reference.md §2): image, name, short description, final price, minus/plus; a product
 * with nothing left says 'Agotado' instead of plus and cannot be ordered. Without a picture the
 * card keeps its shape with a plain plate drawn in its place: the spec's 'No Image' is English,
 * and a word there tells the diner nothing.
 */
// only a product with choices needs it: it stays out of the menu's first download (tests/e2e/publicAppBudget.test.ts)
const OptionChooser = lazy(() => import('./OptionChooser').then((module) => ({ default: module.OptionChooser })));

export const ProductCard = ({ product, quantity }: { product: MenuQrProduct; quantity: number }) => {
  const [imageFailed, setImageFailed] = useState(false);
  // A product with choices opens them on plus; the session's merchant says what the prices include
  const [choosing, setChoosing] = useState(false);
  const { merchant } = useDinerSession();
  const hasChoices = (product.optionGroups?.length ?? 0) > 0;
  const english = useLanguage() === 'en';
  const image = productImageUrl(product.image, API_URL);
  // Sold out as the live answer says, allergens and diets named in the diner's language
  const { language, soldOut: liveSoldOut } = useMenuView();
  const soldOut = isSoldOutNow(product, liveSoldOut);
  const tagged = (product.allergens?.length ?? 0) + (product.diets?.length ?? 0) > 0;
  const classes = ['product-card', quantity > 0 ? 'selected' : '', soldOut ? 'sold-out' : '', tagged ? 'tagged' : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-label={product.name}>
      {image && !imageFailed ? (
        <img className="product-image" src={image} alt="" width={160} height={96} loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
      ) : (
        <div className="product-image no-image" data-testid="no-image" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="44" height="44" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="24" cy="24" r="13" />
            <circle cx="24" cy="24" r="8" />
            <path d="M5 10v9a3 3 0 0 0 3 3v16M8 10v8M11 10v9a3 3 0 0 1-3 3M40 10c-3 2-4 6-4 11h4v17" />
          </svg>
        </div>
      )}
      <div className="product-body">
        <h4 className="product-name">{product.name}</h4>
        <p className="product-description">{product.shortDescription}</p>
        <DietaryTags allergens={product.allergens ?? []} diets={product.diets ?? []} language={language} />
        <p className="product-price">{colones(product.displayPrice)}</p>
        {soldOut ? <p className="sold-out-badge">{texts.soldOut}</p> : <QuantityStepper product={product} quantity={quantity} onAdd={hasChoices ? () => setChoosing(true) : undefined} />}
        {choosing &&
          createPortal(
            <Suspense fallback={null}>
              <OptionChooser
                product={product}
                tools={{
                  texts,
                  english,
                  final: (price) => finalPrice({ ...product, price }, chargesOf(merchant)),
                  withOptions: priceWithOptions,
                  money: colones,
                  add: addProduct,
                  optionSoldOut: (group, option) => isOptionSoldOutNow(product.id, group, option, liveSoldOut),
                }}
                onClose={() => setChoosing(false)}
              />
            </Suspense>,
            document.body,
          )}
      </div>
    </article>
  );
};
