import { messages } from './messages';

/** docs/spec-reference.md §5: 6 to 20 characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** The policy one rule at a time, so the change-password form can tick each as it is met. */
export const PASSWORD_RULES = {
  length: (password: string) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
  lower: (password: string) => /[a-z]/.test(password),
  upper: (password: string) => /[A-Z]/.test(password),
  digit: (password: string) => /[0-9]/.test(password),
  // "special" is any printable character that is not a letter, digit or space
  special: (password: string) => /[^A-Za-z0-9\s]/.test(password),
} as const;

export const meetsPasswordPolicy = (password: string): boolean => Object.values(PASSWORD_RULES).every((rule) => rule(password));

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
