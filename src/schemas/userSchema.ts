import { z } from 'zod';
import { providerMessages as text } from '../domain/providerMessages';
import { GROUP, USERNAME_PATTERN } from '../domain/userRules';
import { acrossFields, ALWAYS, choiceId, flag, nullableNumber, optionalText, requiredEmail, requiredText, wholeNumber } from './fields';


/**
 * docs/spec-reference.md §3/§5 user: user name, name, e-mail and group required; the bank group needs its bank,
 * every other group its merchant ('Debe completar los campos requeridos.').
 */
export const userFormSchema = z
  .object({
    username: requiredText(60)
      .refine((value) => USERNAME_PATTERN.test(value), text.usernameFormat)
      .transform((value) => value.toLowerCase()),
    name: requiredText(60),
    lastname: optionalText(60),
    email: requiredEmail(120),
    group_id: wholeNumber(1, 4, text.requiredFields),
    merchant_id: nullableNumber(choiceId()),
    bank_id: nullableNumber(choiceId()),
    cashRegister: flag(),
  })
  .superRefine(
    acrossFields(({ group_id: group, merchant_id: merchant, bank_id: bank }, report) => {
      if (typeof group !== 'number') return;
      if (group === GROUP.bank && !(typeof bank === 'number' && bank > 0)) report('bank_id', text.requiredFields);
      if (group !== GROUP.bank && !(typeof merchant === 'number' && merchant > 0)) report('merchant_id', text.requiredFields);
    }),
    ALWAYS,
  );

/** The provider's API names some user fields both ways (docs/spec-reference.md §3): groupId, merchantId are read as group_id, merchant_id. */
const snakeNames = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { groupId, merchantId, ...rest } = value as Record<string, unknown>;
  return { ...rest, group_id: rest.group_id ?? groupId, merchant_id: rest.merchant_id ?? merchantId };
};

/** The body of POST/PUT /user/. */
export const userSchema = z.preprocess(snakeNames, userFormSchema);

export type UserBody = z.output<typeof userFormSchema>;
