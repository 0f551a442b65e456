import { required } from 'react-admin';
import { providerMessages } from '../../src/domain/providerMessages';
import { percentError } from '../../src/domain/tariffRules';

/** The form's side of src/domain/tariffRules (the mock API checks the same with tariffError). */
export const tariffValidation = {
  choice: [required(), (value: unknown) => (Number(value) > 0 ? undefined : providerMessages.requiredFields)],
  required: required(),
  percent: [required(), percentError],
};
