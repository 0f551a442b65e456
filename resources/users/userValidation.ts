import { required } from 'react-admin';
import { isEmail } from '../../src/domain/email';
import { providerMessages } from '../../src/domain/providerMessages';
import { USERNAME_PATTERN } from '../../src/domain/userRules';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The form's side of src/domain/userRules (the mock API checks the same with userError). */
export const userValidation = {
  required: required(),
  username: [required(), (value: unknown) => (blank(value) || USERNAME_PATTERN.test(String(value).trim()) ? undefined : providerMessages.usernameFormat)],
  email: [required(), (value: unknown) => (blank(value) || isEmail(value) ? undefined : providerMessages.invalidEmail)],
  choice: [required(), (value: unknown) => (Number(value) > 0 ? undefined : providerMessages.requiredFields)],
};
