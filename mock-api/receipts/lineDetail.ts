import { optionsText, type ChosenOption } from '../../src/domain/optionLines';

/** Hacienda's v4.4 LineaDetalle/Detalle: 3 to 200 characters (mock-api/receipts/xsd/TiqueteElectronico_V4.4.xsd). */
const MAX_DETAIL = 200;

/**
 * A line's Detalle: the product's name and the diner's choices ('Casado (Carne: Pollo)'),
 * cut to the schema's 200 characters with an ellipsis so a long list of extras never voids the receipt.
 */
export const lineDetail = (line: { name: string; options?: readonly ChosenOption[] }) => {
  const choices = optionsText(line.options);
  const detail = choices ? `${line.name} (${choices})` : line.name;
  return detail.length <= MAX_DETAIL ? detail : `${detail.slice(0, MAX_DETAIL - 1)}…`;
};
