import './zodSetup';
import { z } from 'zod';
import { isEmail } from '../domain/email';
import { documentMailMessages as text, MAIL_LANGUAGES } from '../domain/documentMailMessages';
import { withoutControlCharacters } from './fields';

/**
 * 'Enviar comprobante por correo' (POST /invoice/{voucherId}/email): the address the payer types
 * on the voucher page, checked by the page and by the API with this one schema. 160 characters,
 * as the v4.4 Receptor's CorreoElectronico. `language` is the diner app's ('es' | 'en'): the e-mail's
 * subject and body are written in it (mock-api/restaurant/documentMail.ts); a caller that does not
 * say gets Spanish.
 */
export const documentMailSchema = z.object(
  {
    email: z
      .string({ error: text.email })
      .trim()
      .min(1, text.email)
      .max(160, text.email)
      .refine((value) => isEmail(value) && withoutControlCharacters(value), text.email)
      .meta({ format: 'email' }),
    language: z.enum(MAIL_LANGUAGES, { error: text.language }).default('es'),
  },
  { error: text.email },
);
export type DocumentMailRequest = z.output<typeof documentMailSchema>;
