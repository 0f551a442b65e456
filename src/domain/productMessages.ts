/** Menu and product texts (docs/spec-reference.md §5, §8) that both the screens and the mock API use. */
export const productMessages = {
  menuCreated: 'Menú creado correctamente.',
  menuUpdated: 'Menú actualizado correctamente',
  productCreated: 'Producto creado correctamente.',
  productUpdated: 'Producto actualizado correctamente',
  cabysRequired: 'El código hacienda es requerido.',
  cabysUnknown: 'El código hacienda no existe en el catálogo de Hacienda (CABYS).',
  taxTypeMismatch: 'El tipo de impuesto no corresponde a la tarifa del código hacienda.',
  pricePositive: 'El precio debe ser mayor a 0, con cinco decimales como máximo.',
  availableRange: 'La cantidad disponible debe ser un número entero entre 0 y 1000000000.',
  invalidChoice: 'La opción elegida no es válida.',
  preparedAtChoice: 'Elija dónde se prepara: Cocina, Cajas o Barra, o ninguno.',
  carriesServiceChoice: 'Indique si el producto lleva el servicio del 10 %: sí o no.',
  menuHasChildren: 'No se puede eliminar el menú porque tiene productos o submenús; elimínelos o muévalos primero.',
  menuNameTaken: (name: string) => `Ya existe el menú «${name}» en este nivel.`,
  productNameTaken: (name: string) => `Ya existe el producto «${name}» en este menú.`,
  menuLoop: 'Un menú no puede quedar dentro de sí mismo ni de uno de sus submenús.',
  imageType: 'La imagen debe ser un archivo PNG o JPG.',
  imageTooLarge: 'La imagen no debe superar 1 MB.',
  imageTooManyPixels: 'La imagen no debe superar 4000 × 4000 píxeles.',
  imageSourceTooManyPixels: 'La imagen no debe superar 50 megapíxeles.',
  cabysPageRange: 'La página solicitada no es válida.',
  notEnoughAvailable: (name: string, available: number) =>
    available > 0 ? `No hay suficiente disponible de ${name}: quedan ${available}.` : `${name} está agotado.`,
} as const;

/** The menu extras' texts (English names, allergens and diets, menus by hour, sold out). */
export const menuExtrasMessages = {
  dietaryChoice: 'Elija alérgenos y dietas de la lista, sin repetir.',
  slotDays: 'Elija al menos un día, sin repetir.',
  slotTime: 'Escriba la hora como HH:MM (de 00:00 a 23:59).',
  slotOrder: 'La hora de fin debe ser posterior a la de inicio.',
  tooManySlots: 'Un menú puede tener como máximo 7 horarios.',
  soldOutFlag: 'Indique si el producto está agotado (sí o no).',
  soldOutSaved: (name: string, soldOut: boolean) => (soldOut ? `${name} quedó agotado.` : `${name} está disponible de nuevo.`),
} as const;
