import { cardBrand, formatExpiry, maskCardNumber } from '../../../src/domain/card';
import { texts } from '../texts';

/** The live card drawing: brand, masked number, holder's name upper-cased, MM/YY (docs/spec-reference.md §5). */
export const CardPreview = ({ name, number, expiry }: { name: string; number: string; expiry: string }) => {
  const brand = cardBrand(number);
  return (
    <div className={`card-preview brand-${brand ? brand.split(' ')[0].toLowerCase() : 'none'}`} data-testid="card-preview">
      <div className="card-preview-top">
        <span className="card-chip" aria-hidden="true" />
        <span className="card-brand">{brand ?? ''}</span>
      </div>
      <div className="card-number">{maskCardNumber(number)}</div>
      <div className="card-preview-bottom">
        <span className="card-holder">{name.trim() ? name.toUpperCase() : texts.cardHolderPlaceholder}</span>
        <span className="card-expiry">{formatExpiry(expiry)}</span>
      </div>
    </div>
  );
};
