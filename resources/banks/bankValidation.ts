import { required } from 'react-admin';
import { isEmail, isEmailList } from '../../src/domain/email';
import { messages } from '../../src/domain/messages';

/** The form's side of src/domain/bankRules (the mock API checks the same rules with bankError). */
export const bankValidation = {
  required: required(),
  emails: [required(), (value: string) => (value && !isEmailList(value) ? messages.invalidEmail : undefined)],
  email: [required(), (value: string) => (value && !isEmail(value) ? messages.invalidEmail : undefined)],
};
