import { messages } from './messages';

/** Spec §5: 6 to 20 characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const meetsPasswordPolicy = (password: string): boolean =>
  password.length >= PASSWORD_MIN &&
  password.length <= PASSWORD_MAX &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  /[0-9]/.test(password) &&
  // "special" is any printable character that is not a letter, digit or space
  /[^A-Za-z0-9\s]/.test(password);

export interface PasswordChange {
  lastPassword: string;
  newPassword: string;
  confirmation?: string;
}

/** The first rule a password change breaks, or undefined. Confirmation is only checked where given (the form). */
export const passwordChangeError = ({ lastPassword, newPassword, confirmation }: PasswordChange) => {
  if (!newPassword) return messages.newPasswordRequired;
  if (!lastPassword || (confirmation !== undefined && !confirmation)) return messages.requiredFields;
  if (confirmation !== undefined && newPassword !== confirmation) return messages.passwordMismatch;
  if (!meetsPasswordPolicy(newPassword)) return messages.passwordPolicy;
  return undefined;
};
