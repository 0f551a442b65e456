import type { CabysItem } from '../../src/domain/wire/cabys';

/** What choosing an item puts in the product form. */
export interface ChosenCabys {
  cabysCode: string;
  cabysDetails: string;
  tax: number;
}

export const chosenFrom = (item: CabysItem): ChosenCabys => ({
  cabysCode: item.CodigoBienServicio,
  cabysDetails: item.DescripcionBienServicio,
  tax: item.Impuesto,
});

/** docs/spec-reference.md §2: the read-only Hacienda code is shown as `code - description (tax %)`. */
export const cabysLabel = ({ cabysCode, cabysDetails, tax }: Partial<ChosenCabys>) =>
  cabysCode ? `${cabysCode} - ${cabysDetails ?? ''} (${tax ?? 0} %)` : '';
