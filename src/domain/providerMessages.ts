import { messages } from './messages';

/**
 * Texts of provider administration (merchants, tariffs, bank accounts, users) that the screens
 * and the mock API both use. docs/spec-reference.md §8's texts are copied exactly, trailing dots included or not.
 */
export const providerMessages = {
  requiredFields: messages.requiredFields,
  invalidEmail: messages.invalidEmail,
  invalidChoice: 'Una de las opciones seleccionadas no es válida.',
  invalidPage: 'La página solicitada no es válida.',

  merchantCreated: 'Comercio creado correctamente.',
  merchantUpdated: 'Comercio actualizado correctamente',
  merchantSaveFailed: 'Ocurrió un error actualizando el comercio.',
  merchantSuspended: 'Comercio suspendido correctamente.',
  merchantActivated: 'Comercio activado correctamente.',
  merchantDeleted: 'Comercio eliminado correctamente.',
  terminalDigits: 'Los números de terminal solo pueden contener dígitos.',
  itbmsRange: 'El ITBMS debe ser un número entre 0 y 99.',
  addressTooLong: 'La dirección no puede tener más de 250 caracteres.',
  percentRange: 'Los porcentajes deben ser números entre 0 y 100.',
  amountNegative: 'Los montos y tarifas deben ser números mayores o iguales a 0.',
  transactionLimitPositive: 'El límite por transacción debe ser mayor que 0.',
  maxLevelRange: 'El nivel máximo debe ser un número entero entre 1 y 99.',
  phoneFormat: 'El teléfono solo puede contener dígitos, espacios, guiones, paréntesis y el signo +.',
  documentFormat: (format: string) => `El número de documento no coincide con el formato del tipo de identificación (${format}).`,
  logoType: 'El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).',
  logoSize: 'El logo no puede superar 500 KB.',
  logoTooManyPixels: 'El logo no puede superar 4000 × 4000 píxeles.',
  terminalTaken: 'Ya existe un comercio con ese número de terminal.',
  merchantCodeTaken: 'Ya existe un comercio con ese código de comercio.',
  merchantInUse: (reasons: string[]) => `No se puede eliminar el comercio porque tiene ${joinSpanish(reasons)}. Puede suspenderlo en su lugar.`,
  inUseUsers: 'usuarios',
  inUseAccounts: 'cuentas bancarias',
  inUseTransactions: 'transacciones',

  tariffCreated: 'Tarifa creada correctamente.',
  tariffUpdated: 'Tarifa actualizada correctamente.',
  tariffDeleted: 'Tarifa eliminada correctamente.',
  tariffTaken:
    'Ya existe una tarifa para este comercio con el mismo tipo de pago, marca, banco, moneda y canal.',
  tariffDescriptionTooLong: 'La descripción no puede tener más de 120 caracteres.',

  accountCreated: 'Cuenta creada correctamente.',
  accountUpdated: 'Cuenta actualizada correctamente.',
  accountDeleted: 'Cuenta eliminada correctamente.',
  accountTaken: 'El comercio ya tiene una cuenta en esa moneda.',
  accountNameTooLong: 'El nombre de la cuenta no puede tener más de 100 caracteres.',
  ibanCostaRicaFormat: 'La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.',
  ibanFormat: 'La cuenta IBAN debe tener dos letras de país, dos dígitos de control y de 11 a 30 letras o dígitos.',
  ibanCheckDigits: 'Los dígitos de control de la cuenta IBAN no son válidos.',
  ibanOtherBank: (bank: string) => `La cuenta IBAN no pertenece al banco seleccionado (${bank}).`,

  userCreated: 'Usuario creado correctamente.',
  userUpdated: 'Usuario actualizado correctamente',
  userDeleted: 'Usuario eliminado correctamente.',
  usernameFormat: 'El usuario debe tener de 3 a 60 caracteres: letras, dígitos y . _ - + @, sin espacios.',
  usernameTaken: 'El nombre de usuario ya existe. Puede usar una de las alternativas sugeridas.',
  userLockedFields: 'El usuario, el grupo y el comercio no se pueden modificar.',
  userSelfDelete: 'No puede eliminar su propio usuario.',
  newUserMailSubject: 'Bienvenido al Portal de Comercios',
  newUserMailBody: (username: string) =>
    `Se creó su usuario ${username} en el Portal de Comercios. Ingrese con esta contraseña temporal; se le pedirá cambiarla.`,
} as const;

/** 'a', 'a y b', 'a, b y c'. */
export const joinSpanish = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
