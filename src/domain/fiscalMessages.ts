/**
 * The Spanish texts of the merchant's fiscal identity and signing certificate: the
 * shared schema's refusals (src/schemas/fiscalIdentitySchema.ts), the API's answers about the
 * certificate, and the company settings screen.
 */
export const fiscalMessages = {
  identificationNumber: (description: string, digits: string) => `El número de identificación no corresponde a una ${description}: debe tener ${digits}, sin guiones.`,
  identificationType: 'Elija el tipo de identificación: cédula física, cédula jurídica, DIMEX o NITE.',
  activityCode: 'El código de actividad económica tiene 6 dígitos.',
  unknownActivity: 'Ese código no está en la lista de actividades económicas de Hacienda. Elija su actividad de la lista.',
  establishment: 'El número de establecimiento tiene 3 dígitos (por ejemplo, 001).',
  terminal: 'El número de terminal tiene 5 dígitos (por ejemplo, 00001).',
  location: 'Elija la provincia, el cantón y el distrito de la lista.',
  certificateMissing: 'Adjunte el archivo .p12 de la llave criptográfica de Hacienda.',
  certificateTooLarge: 'El archivo .p12 es demasiado grande (máximo 64 KB).',
  certificateNotP12: 'El archivo no es una llave criptográfica .p12 válida.',
  certificateWrongPin: 'El PIN no abre la llave criptográfica. Revise el PIN e inténtelo de nuevo.',
  certificateIncomplete: 'La llave criptográfica no contiene la llave privada y su certificado.',
  certificateTooManyAttempts: 'Demasiados intentos fallidos de cargar la llave criptográfica. Espere unos minutos e inténtelo de nuevo.',
  certificateExpired: 'El certificado de la llave criptográfica está vencido.',
  certificateOtherHolder: (holderId: string) => `El certificado pertenece a otra identificación (${holderId}). Revise los datos fiscales o suba la llave de este comercio.`,
  pinRequired: 'Escriba el PIN de la llave criptográfica (4 dígitos).',
  certificateSaved: 'Se guardó la llave criptográfica. Los comprobantes se firmarán con ella.',
} as const;

/** Digits each identification type's number has, as the refusal names them (src/domain/fiscalIdentification.ts). */
export const IDENTIFICATION_DIGITS: Record<string, { description: string; digits: string }> = {
  '01': { description: 'cédula física', digits: '9 dígitos (sin cero al inicio)' },
  '02': { description: 'cédula jurídica', digits: '10 dígitos' },
  '03': { description: 'DIMEX', digits: '11 o 12 dígitos (sin cero al inicio)' },
  '04': { description: 'NITE', digits: '10 dígitos' },
};
