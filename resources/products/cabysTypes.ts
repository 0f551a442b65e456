/** A CABYS item as the API answers it (docs/spec-reference.md §3 tax-authority item). */
export interface CabysItem {
  CodigoBienServicio: string;
  DescripcionBienServicio: string;
  Impuesto: number;
}

/** A CABYS category (docs/spec-reference.md §3: categoria, descripcion, Impuesto) with our count and examples. */
export interface CabysCategory {
  categoria: string;
  descripcion: string | null;
  Impuesto: number | null;
  nivel: number;
  cantidad: number;
  ejemplos: string[];
}

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
