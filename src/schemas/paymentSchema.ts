import { z } from 'zod';
import { CARD_NAME_MAX, cardBrand, expiryValid, luhnValid } from '../domain/card';
import { orderMessages as text } from '../domain/orderMessages';
import { requiredText } from './fields';
import { invoiceReceiverSchema } from './invoiceReceiverSchema';
import { cancelKeyField, tableTokenField } from './orderSchema';

/**
 * The card as the diner's form sends it to POST /order/pay/external. No CVV: the page checks its
 * shape and never sends it (a field of that name is refused, not ignored, so a client that sends
 * it learns at once). The number must pass the check digit and be of a brand the portal takes.
 */
export const cardSchema = z
  .object(
    {
      name: requiredText(CARD_NAME_MAX),
      number: z
        .string({ error: text.badCard })
        .max(19, text.badCard)
        .regex(/^\d{12,19}$/, text.badCard)
        .refine((number) => luhnValid(number), text.badCard)
        .refine((number) => cardBrand(number) !== null, text.unsupportedCard),
      expiry: z
        .string({ error: text.badCard })
        .max(4, text.badCard)
        .regex(/^\d{4}$/, text.badCard)
        .refine((expiry) => expiryValid(expiry), text.expiredCard),
      cvv: z.never({ error: text.cvvNotAccepted }).optional(),
    },
    { error: text.badCard },
  );

/**
 * A diner's payment (our addition: the spec leaves the card call unshown): the order, the table's
 * QR token, the order's cancel key (the proof this is the device that placed it) and the card;
 * `receiver` when the diner asked for a factura a su nombre: the payment then issues a
 * Factura Electrónica made out to them instead of the tiquete.
 */
export const paymentSchema = z.object(
  {
    orderId: z.number({ error: text.orderNotFound }).int(text.orderNotFound).min(1, text.orderNotFound),
    token: tableTokenField(),
    cancelKey: cancelKeyField(),
    card: cardSchema,
    receiver: invoiceReceiverSchema.optional(),
  },
  { error: text.badPayment },
);

export type PaymentBody = z.output<typeof paymentSchema>;
