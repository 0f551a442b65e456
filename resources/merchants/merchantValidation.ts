import { required } from 'react-admin';
import { documentNumberError, merchantFieldRules as rules } from '../../src/domain/merchantRules';
import { providerMessages } from '../../src/domain/providerMessages';

type Check = (value: unknown) => string | undefined;
const chosen: Check = (value) => (Number(value) > 0 ? undefined : providerMessages.requiredFields);

/**
 * The form's side of src/domain/merchantRules (the mock API checks the whole record with
 * merchantError). Spec §5's required fields carry `required()`, so Guardar waits for them.
 */
export const merchantValidation = {
  required: required(),
  requiredChoice: [required(), chosen],
  terminalRequired: [required(), rules.terminal],
  terminal: rules.terminal,
  itbms: rules.itbms,
  address: [required(), rules.address],
  activityCode: [required(), rules.activityCode],
  transactionLimit: [required(), rules.transactionLimit],
  percent: rules.percent,
  amount: rules.amount,
  maxLevel: rules.maxLevel,
  email: rules.email,
  requiredEmail: [required(), rules.email],
  phone: rules.phone,
  logo: [required(), rules.logo],
  /** The document number against the format of the identification type chosen beside it. */
  documentNumber:
    (formatOf: (typeId: unknown) => string | undefined) =>
    (value: unknown, values: { typeLegalId?: unknown }) =>
      documentNumberError(formatOf(values?.typeLegalId), value),
};
