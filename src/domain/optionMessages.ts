/**
 * Texts of a product's option groups ('Término', 'Extras'): the product form's checks
 * (one schema, src/schemas/optionGroupSchema.ts) and the API's refusals of a diner's choices.
 */
export const optionMessages = {
  groupName: 'Escriba el nombre del grupo.',
  optionName: 'Escriba el nombre de la opción.',
  noOptions: 'Agregue al menos una opción al grupo.',
  tooManyOptions: 'Un grupo puede tener hasta 20 opciones.',
  tooManyGroups: 'Un producto puede tener hasta 10 grupos de opciones.',
  minRange: 'El mínimo debe ser un número entero entre 0 y 20.',
  maxRange: 'El máximo debe ser un número entero entre 1 y 20.',
  minAboveMax: 'El mínimo no puede ser mayor que el máximo.',
  maxAboveOptions: 'El máximo no puede ser mayor que la cantidad de opciones del grupo.',
  optionPrice: 'El precio de la opción debe ser 0 o mayor, con hasta 5 decimales.',
  repeatedOptionName: 'Ya hay una opción con este nombre en el grupo.',
  repeatedGroupName: 'Ya hay un grupo de opciones con este nombre.',
  badChoices: 'Las opciones elegidas no tienen un formato válido.',
  unknownOption: (product: string) => `Una de las opciones elegidas no existe para «${product}».`,
  missingChoice: (product: string, group: string, min: number) =>
    min === 1 ? `Elija una opción de «${group}» para «${product}».` : `Elija al menos ${min} opciones de «${group}» para «${product}».`,
  tooManyChoices: (product: string, group: string, max: number) =>
    max === 1 ? `En «${group}» de «${product}» se puede elegir solo una opción.` : `En «${group}» de «${product}» se pueden elegir hasta ${max} opciones.`,
  repeatedChoice: (product: string) => `Una opción de «${product}» se eligió más de una vez.`,
  badRecipe: 'La receta de la opción no tiene un formato válido.',
  tooManyRecipeLines: 'La receta de una opción puede usar hasta 10 artículos de inventario.',
  repeatedRecipeItem: 'Este artículo ya está en la receta de la opción.',
  unknownSet: 'Elija uno de sus conjuntos de opciones.',
  setCreated: 'Conjunto de opciones creado correctamente.',
  setUpdated: 'Conjunto de opciones actualizado correctamente; los productos que lo usan ya lo muestran así.',
  setDeleted: 'Conjunto de opciones eliminado correctamente.',
  setNameTaken: (name: string) => `Ya existe un conjunto de opciones con el nombre «${name}».`,
  setInUse: (products: number) =>
    `No se puede eliminar el conjunto porque lo usa${products === 1 ? ' 1 producto' : `n ${products} productos`}; quíteselo primero.`,
  unknownRecipeItem: (option: string) => `Elija un artículo de su inventario para la receta de la opción «${option}».`,
} as const;
