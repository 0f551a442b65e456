/** docs/spec-reference.md §9: 188 is colones (CRC); any other code is dollars. */
export const CRC = 188;
export const USD = 840;

export const isColones = (currencyCode: unknown) => Number(currencyCode) === CRC;

export const currencySymbol = (currencyCode: unknown) => (isColones(currencyCode) ? '₡' : '$');

/** An amount in major units with its sign, 2 decimals, en-US grouping: ₡12,500.00 / $8.75. */
export const formatMoney = (amount: number, currencyCode: unknown = CRC) => {
  const value = Number.isFinite(amount) ? amount : 0;
  const text = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}${currencySymbol(currencyCode)}${text}`;
};

/** Transactions carry minor units (docs/spec-reference.md §3): divided by 100 before showing. */
export const formatMinorUnits = (minor: number, currencyCode: unknown) => formatMoney(Number(minor) / 100, currencyCode);

/** Round to cents the way money is stored and shown. */
export const roundCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;
