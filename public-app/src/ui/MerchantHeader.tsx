import { useState } from 'react';
import type { PublicMerchant } from '../../../src/domain/wire/menu';
import { LanguageSwitch } from './LanguageSwitch';

/** The merchant's name and logo on top of the diner's pages, and the language switch; a logo that fails to load is left out. */
export const MerchantHeader = ({ merchant, detail }: { merchant: Pick<PublicMerchant, 'name'> & Partial<Pick<PublicMerchant, 'image'>> | null; detail?: string }) => {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <header className="topbar">
      {merchant?.image && !logoFailed && <img className="logo" src={merchant.image} alt="" width={32} height={32} onError={() => setLogoFailed(true)} />}
      {/* names the restaurant wrote, not to translate (docs/departures.md, 'No Spanish on an English phone') */}
      <span className="topbar-name" translate="no">
        {merchant?.name ?? ''}
      </span>
      {/* the table above the switch: the merchant's name keeps the width for its two lines */}
      <div className="topbar-side">
        {detail && (
          <span className="topbar-detail" translate="no">
            {detail}
          </span>
        )}
        <LanguageSwitch />
      </div>
    </header>
  );
};
