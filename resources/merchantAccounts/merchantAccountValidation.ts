import { required } from 'react-admin';
import { ibanError } from '../../src/domain/iban';
import { providerMessages } from '../../src/domain/providerMessages';

/** The form's side of src/domain/merchantAccountRules; the IBAN is checked for the country chosen beside it. */
export const merchantAccountValidation = {
  choice: [required(), (value: unknown) => (Number(value) > 0 ? undefined : providerMessages.requiredFields)],
  required: required(),
  iban: [required(), (value: unknown, values: { countryId?: unknown }) => ibanError(value, values?.countryId)],
};
