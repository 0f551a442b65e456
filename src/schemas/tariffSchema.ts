import { z } from 'zod';
import { providerMessages as text } from '../domain/providerMessages';
import { TARIFF_DESCRIPTION_MAX } from '../domain/tariffRules';
import { boundedNumber, choiceId, requiredText } from './fields';

const percent = () => boundedNumber(0, 100, text.percentRange);

/**
 * docs/spec-reference.md §3/§5 tariff: the merchant and five choices identify it; description and the three
 * percentages are required. commission_int is always 0, so the server sets it and reads none.
 */
export const tariffFormSchema = z.object({
  paymentTypeId: choiceId(),
  brandId: choiceId(),
  bankId: choiceId(),
  currencyId: choiceId(),
  channelId: choiceId(),
  description: requiredText(TARIFF_DESCRIPTION_MAX, { tooLong: text.tariffDescriptionTooLong }),
  commission: percent(),
  advanceRent: percent(),
  service: percent(),
});

/** The body of POST/PUT /tariff/: the form's fields and the merchant they belong to. */
export const tariffSchema = tariffFormSchema.extend({ merchantId: choiceId() });

/** The body of POST /tariff/delete: only the key. */
export const tariffKeySchema = tariffSchema.pick({
  merchantId: true, paymentTypeId: true, brandId: true, bankId: true, currencyId: true, channelId: true,
});
