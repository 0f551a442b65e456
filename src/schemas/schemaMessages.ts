import { messages } from '../domain/messages';

/** The generic texts of src/schemas/fields.ts; an entity's own texts live in its schema's messages. */
export const schemaMessages = {
  requiredFields: messages.requiredFields,
  invalidEmail: messages.invalidEmail,
  invalidType: 'El valor del campo no es válido.',
  forbiddenCharacters: 'El texto contiene caracteres de control o de dirección que no se permiten.',
  tooLong: (max: number) => `Este campo admite como máximo ${max} caracteres.`,
  tooLarge: (max: number) => `El valor no puede ser mayor que ${max.toLocaleString('es-CR')}.`,
  tooSmall: (min: number) => `El valor no puede ser menor que ${min.toLocaleString('es-CR')}.`,
  notAChoice: 'Elija uno de los valores de la lista.',
} as const;
