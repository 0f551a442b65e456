import nodemailer from 'nodemailer';
import type { Outbox } from './outbox';

/**
 * How the mock API sends an e-mail with attachments (an electronic document's: mock-api/restaurant/documentMail.ts):
 * through the SMTP server `SMTP_URL` names (smtp://user:password@host:port or smtps://…, nodemailer's
 * form; `SMTP_FROM` the sender), or, without one, as a line of the outbox beside the data file
 * with its attachments' names and sizes, as every other mail of the mock API. The URL carries a
 * password: it is never logged nor answered; a failure is reported by its code alone.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

const DEFAULT_FROM = 'Portal de Comercios <comprobantes@portal-comercios.local>';

export const mailTransport = (smtpUrl: string | undefined, outbox: Outbox, from = process.env.SMTP_FROM?.trim() || DEFAULT_FROM): MailTransport => {
  if (!smtpUrl?.trim()) {
    return {
      send: async ({ to, subject, text, attachments }) =>
        outbox.send({ to, subject, body: text, attachments: attachments.map((attachment) => ({ name: attachment.filename, size: attachment.content.length })) }),
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl.trim());
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
};

/** What of a failed send may be logged: its code (ECONNREFUSED, EAUTH…) and the server's reply code, never the URL or the message. */
export const failureOf = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [typeof code === 'string' ? code : 'error', typeof responseCode === 'number' ? String(responseCode) : ''].filter(Boolean).join(' ');
};
