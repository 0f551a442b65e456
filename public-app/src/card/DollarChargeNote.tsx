import { formatMoney } from '../../../src/domain/money';
import type { PublicMerchant } from '../../../src/domain/wire/menu';
import { colones } from '../format';
import { texts } from '../texts';

/**
 * Under the amount a card pays, for a dollar merchant: its prices are in colones, as the law asks
 * of prices shown to consumers, but the card is charged in dollars: the colones converted once at
 * the day's rate (mock-api/restaurant/saleCurrency.ts), the bill's part and a tip each on its own, so
 * 'about': a tip may move it a cent. The voucher and its document state the exact charge.
 */
export const DollarChargeNote = ({ merchant, colonesAmount }: { merchant: Partial<Pick<PublicMerchant, 'cardDollarRate'>>; colonesAmount: number }) => {
  const rate = merchant.cardDollarRate;
  if (!rate) return null;
  const dollars = Math.round((colonesAmount * 100) / rate) / 100;
  return (
    <p className="prices-note" data-testid="dollar-charge">
      {texts.dollarCharge(formatMoney(dollars, 840), colones(rate))}
    </p>
  );
};
