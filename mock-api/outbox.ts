import fs from 'node:fs';
import path from 'node:path';

/**
 * The mail the real API would send (temporary passwords, resets), written as JSON lines to
 * `outbox.log` beside the data file so a developer can read it and sign in as that user.
 */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  temporaryPassword?: string;
  /** A loyalty card's QR code (SVG), as the member's card mail carries it. */
  qrSvg?: string;
  /** An electronic document's e-mail (mock-api/restaurant/documentMail.ts): its attachments' names and sizes in bytes, not their content. */
  attachments?: { name: string; size: number }[];
}

export const outboxFile = (dataFile: string) => path.join(path.dirname(dataFile), 'outbox.log');

export const createOutbox = (file: string, now: () => number) => ({
  file,
  send(mail: Mail) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify({ at: new Date(now()).toISOString(), ...mail })}\n`);
  },
});

export type Outbox = ReturnType<typeof createOutbox>;
