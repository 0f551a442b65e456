import { requestMessages } from './requestMessages';

/**
 * The specification's fixed texts that both the screens and the mock API use.
 * Kept apart from the UI catalogue because the server needs them too.
 */
export const messages = {
  requiredFields: 'Debe completar los campos requeridos.',
  loginRequired: 'Usuario y/o contraseña son requeridos.',
  loginIncorrect: 'Información incorrecta',
  wrongCredentials: 'Usuario y/o contraseña incorrectos.',
  accountLocked:
    'Demasiados intentos fallidos. El usuario queda bloqueado durante 15 minutos; intente de nuevo más tarde.',
  resetUserRequired: 'Usuario requerido para recuperar contraseña.',
  resetSent: 'Se ha enviado un correo para reestablecer su contraseña.',
  newPasswordRequired: 'La nueva contraseña es requerida',
  passwordMismatch: 'La contraseña nueva y la confirmación no coinciden',
  passwordPolicy: 'La contraseña no cumple los requisitos mínimos.',
  currentPasswordWrong: 'La contraseña actual es incorrecta.',
  passwordChanged: 'Se ha cambiado la contraseña correctamente.',
  mustChangePassword: 'Debe cambiar su contraseña antes de continuar.',
  merchantSuspended: 'El comercio está suspendido. Comuníquese con su ejecutivo.',
  passwordSameAsCurrent: 'La nueva contraseña debe ser diferente a la actual.',
  passwordCommon: 'La contraseña es demasiado común; elija otra.',
  tooManyRequests: 'Demasiadas solicitudes. Intente de nuevo en unos minutos.',
  signedOut: 'Sesión cerrada.',
  invalidToken: 'Invalid token',
  forbidden: 'No tiene permisos para realizar esta acción.',
  notFound: 'El registro solicitado no existe.',
  routeNotFound: 'Recurso no encontrado.',
  hostNotAllowed: 'El nombre de servidor de la solicitud no está permitido.',
  badJson: 'La solicitud no tiene un formato válido.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  ...requestMessages,
  notSaved: 'No se pudo guardar el cambio. Intente de nuevo en unos momentos.',
  invalidEmail: 'El correo electrónico no es válido.',
  bankInUse: 'No se puede eliminar el banco porque tiene comercios o usuarios asociados.',
  bankCodeTaken: 'Ya existe un banco con ese código.',
  bankCreated: 'Banco creado correctamente.',
  bankUpdated: 'Banco actualizado correctamente',
} as const;
