import { useState } from 'react';
import type { PublicMerchant } from '../../../src/domain/wire/menu';

/** The merchant's name and logo on top of the diner's pages; a logo that fails to load is left out. */
export const MerchantHeader = ({ merchant, detail }: { merchant: Pick<PublicMerchant, 'name'> & Partial<Pick<PublicMerchant, 'image'>> | null; detail?: string }) => {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <header className="topbar">
      {merchant?.image && !logoFailed && <img className="logo" src={merchant.image} alt="" width={32} height={32} onError={() => setLogoFailed(true)} />}
      <span className="topbar-name">{merchant?.name ?? ''}</span>
      {detail && <span className="topbar-detail">{detail}</span>}
    </header>
  );
};
