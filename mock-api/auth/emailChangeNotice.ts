import type { Outbox } from '../outbox';

/**
 * A changed e-mail address is where password resets go from now on, so the old address is told:
 * if the owner did not ask for it, they learn that their account may have been taken over.
 */
export const sendEmailChangeNotice = (outbox: Outbox, previousEmail: string, user: { username: string; email: string }) => {
  if (!previousEmail || previousEmail.toLowerCase() === user.email.toLowerCase()) return;
  outbox.send({
    to: previousEmail,
    subject: 'Cambio de correo electrónico',
    body:
      `El correo electrónico del usuario ${user.username} en el Portal de Comercios se cambió a ${user.email}. ` +
      'Si usted no solicitó este cambio, comuníquese de inmediato con su ejecutivo.',
  });
};
