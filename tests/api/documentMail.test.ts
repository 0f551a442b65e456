import { readFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storedMails } from '../../mock-api/restaurant/documentMail';
import { storedDocuments } from '../../mock-api/restaurant/electronicReceipts';
import { documentMailMessages } from '../../src/domain/documentMailMessages';
import { issuer } from '../support/issuedDocuments';
import { payQrOrder } from '../support/qrPayment';
import { cabysLine, MEAL, RECEIVER, TORTILLAS } from '../support/receiptFixtures';
import { spanishIn } from '../support/spanishWords';
import { apiForFile, DEMO, signedIn, startTestApi, type TestApi } from '../support/testApi';

/**
 * A document's e-mail (mock-api/restaurant/documentMail.ts): the signed XML, Hacienda's answer and
 * the PDF, to the address a payer types on the voucher (a tiquete) or to a factura's receiver;
 * without SMTP_URL as a line of the outbox, with one through SMTP, retried after a failure; its
 * state is the 'Envío' of 'Comprobantes'.
 */
interface OutboxLine {
  to: string;
  subject: string;
  attachments?: { name: string; size: number }[];
}
const outboxLines = (file: string): OutboxLine[] =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as OutboxLine) : [];

/** A header's value, its RFC 2047 encoded words ('=?UTF-8?Q?…?=', '=?UTF-8?B?…?=') decoded and its folding undone. */
const headerOf = (raw: string, name: string) => {
  const folded = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(raw.split('\r\n\r\n')[0])?.[1] ?? '';
  return folded
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : Buffer.from(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
};

/** The plain-text part of a mail (before its attachments), decoded from quoted-printable or base64. */
const textPartOf = (raw: string) => {
  const part = raw.split(/\r\n--/).find((candidate) => /Content-Type: text\/plain/i.test(candidate))!;
  const [headers, ...rest] = part.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return body;
};

describe('without SMTP_URL: the outbox', () => {
  const api = apiForFile();
  const tokens = signedIn(api, { merchant: DEMO.merchant });

  it('sends a tiquete to the address the payer types, with its XML, Hacienda’s answer and the PDF', async () => {
    const voucherId = await payQrOrder(api, 2);
    const asked = await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: ' cliente@example.cr ' } });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toEqual({ message: documentMailMessages.queued('cliente@example.cr'), status: 'pendiente' });

    const clave = (await api.call('GET', `/invoice/${voucherId}`)).body.electronicDocument.clave as string;
    await expect.poll(() => outboxLines(api.outboxFile).find((line) => line.to === 'cliente@example.cr'), { timeout: 15_000 }).toBeDefined();
    const mail = outboxLines(api.outboxFile).find((line) => line.to === 'cliente@example.cr')!;
    expect(mail.subject).toMatch(/^Tiquete Electrónico N\.º \d{20} de /);
    expect(mail.attachments?.map((attachment) => attachment.name)).toEqual([`${clave}.xml`, `${clave}-respuesta-hacienda.xml`, `${clave}.pdf`]);
    for (const attachment of mail.attachments!) expect(attachment.size).toBeGreaterThan(200);

    // 'Comprobantes' says it went
    const listed = await api.call('GET', `/receipts/list?search=${clave}`, { token: tokens.merchant });
    expect(listed.body.documents[0]).toMatchObject({ clave, mail: 'enviado' });
  });

  it('refuses an address the schema refuses, an unknown voucher, and a sixth mail of one document', async () => {
    const voucherId = await payQrOrder(api, 2);
    const wrong = await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: 'no es correo' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: documentMailMessages.email, field: 'email' });
    expect((await api.call('POST', '/invoice/AAAAAAAAAAAAAAAAAAAAAAAA/email', { body: { email: 'a@example.cr' } })).status).toBe(404);
    for (let sent = 0; sent < 5; sent += 1) expect((await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: `copia${sent}@example.cr` } })).status).toBe(200);
    const sixth = await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: 'otra@example.cr' } });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(documentMailMessages.tooMany);
  });
});

describe('through SMTP (SMTP_URL)', () => {
  const PASSWORD = 'clave-smtp-secreta';
  const received: { to: string[]; raw: string }[] = [];
  let refuseNext = 1;
  let smtp: SMTPServer;
  let api: TestApi;
  const errors = vi.spyOn(console, 'error');

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => (auth.username === 'portal' && auth.password === PASSWORD ? callback(null, { user: 'portal' }) : callback(new Error('Invalid username or password'))),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refuseNext > 0) {
            refuseNext -= 1;
            const error = Object.assign(new Error('Mailbox busy, try again'), { responseCode: 451 });
            return callback(error);
          }
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    api = await startTestApi({ smtpUrl: `smtp://portal:${PASSWORD}@127.0.0.1:${port}` });
  });
  afterAll(async () => {
    errors.mockRestore();
    await api.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('mails a factura to its receiver once Hacienda answered, tries again after a failure, and never logs the password', async () => {
    const { document } = await issuer(api).sale([cabysLine(MEAL, 1, 4500, 'Casado'), cabysLine(TORTILLAS, 2, 250, 'Tortillas')], RECEIVER);
    expect(document.type).toBe('01');

    await expect.poll(() => received.find((mail) => mail.to.includes(RECEIVER.email)), { timeout: 20_000 }).toBeDefined();
    const { raw } = received.find((mail) => mail.to.includes(RECEIVER.email))!;
    for (const name of [`${document.clave}.xml`, `${document.clave}-respuesta-hacienda.xml`, `${document.clave}.pdf`]) expect(raw).toContain(`filename=${name}`);
    // the PDF part, base64: JVBERi is "%PDF"
    expect(raw).toMatch(/Content-Type: application\/pdf[^]*?\r\n\r\nJVBERi/);
    // Hacienda's answer, as a MIME part of its own (base64 or quoted-printable)
    const answerPart = raw.split(/\r\n--/).find((part) => part.includes('-respuesta-hacienda.xml'))!;
    const body = answerPart.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const answer = /Content-Transfer-Encoding: base64/i.test(answerPart) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
    expect(answer).toMatch(/<MensajeHacienda [^>]*><Clave>\d{50}<\/Clave>/);
    expect(answer).toContain('<Mensaje>1</Mensaje>');

    // the first try was refused (451): one failure recorded, then sent. The mail server has the mail
    // before the sender has its answer: the record says 'enviado' a moment after the mail arrives
    await expect
      .poll(() => storedMails(api.store.state()).find((row) => row.clave === document.clave), { timeout: 20_000 })
      .toMatchObject({ status: 'enviado', attempts: 1, to: RECEIVER.email });
    expect(storedDocuments(api.store.state()).find((row) => row.clave === document.clave)?.mailStatus).toBe('enviado');
    const logged = errors.mock.calls.flat().map(String).join('\n');
    expect(logged).toContain('not sent (try 1 of 6)');
    expect(logged).not.toContain(PASSWORD);
  });

  it('writes the mail in the language of the phone that asked: English words beside the legal names, Spanish by default', async () => {
    const voucherId = await payQrOrder(api, 2);
    const english = await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: 'tourist@example.com', language: 'en' } });
    expect(english.status, english.text).toBe(200);
    expect((await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: 'tica@example.cr' } })).status).toBe(200);
    const wrong = await api.call('POST', `/invoice/${voucherId}/email`, { body: { email: 'otro@example.cr', language: 'fr' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: documentMailMessages.language, field: 'language' });

    const mailTo = (address: string) => received.find((mail) => mail.to.includes(address))?.raw;
    await expect.poll(() => mailTo('tourist@example.com') && mailTo('tica@example.cr'), { timeout: 20_000 }).toBeTruthy();
    const merchant = (api.store.state().merchants as { id: number; name: string }[]).find((row) => row.id === 2)!.name;

    const inEnglish = mailTo('tourist@example.com')!;
    const subject = headerOf(inEnglish, 'Subject');
    const body = textPartOf(inEnglish);
    expect(subject).toMatch(new RegExp(`^Electronic receipt \\(Tiquete Electrónico\\) No\\. \\d{20} from `));
    expect(body).toContain('Attached is your Electronic receipt (Tiquete Electrónico) No. ');
    expect(body).toContain('Thank you for your purchase.');
    // no Spanish of the app's words outside the legal names and the merchant's own name
    expect(spanishIn(`${subject}\n${body}`.replaceAll(merchant, ''))).toEqual([]);

    const inSpanish = mailTo('tica@example.cr')!;
    const spanishSubject = headerOf(inSpanish, 'Subject');
    const spanishBody = textPartOf(inSpanish);
    expect(spanishSubject).toMatch(/^Tiquete Electrónico N\.º \d{20} de /);
    expect(spanishBody).toContain('Gracias por su compra.');
    expect(`${spanishSubject}\n${spanishBody}`.replaceAll(merchant, '')).not.toMatch(/\b(Attached|your|Thank|receipt|from)\b/);

    // the attachments are the legal document whatever the mail's language: the same three, the same names
    const clave = (await api.call('GET', `/invoice/${voucherId}`)).body.electronicDocument.clave as string;
    for (const raw of [inEnglish, inSpanish]) for (const name of [`${clave}.xml`, `${clave}-respuesta-hacienda.xml`, `${clave}.pdf`]) expect(raw).toContain(`filename=${name}`);
    expect(storedMails(api.store.state()).find((mail) => mail.to === 'tourist@example.com')).toMatchObject({ language: 'en' });
    expect(storedMails(api.store.state()).find((mail) => mail.to === 'tica@example.cr')?.language).toBeUndefined();
  });

  it('mails a factura on issue in the language of the phone that paid for it, and its nota in the same', async () => {
    const receiver = { name: 'Jane Doe', identificationType: '03' as const, identificationNumber: '123456789012', email: 'jane@example.com' };
    const voucherId = await payQrOrder(api, 2, { receiver, language: 'en' });
    const mailsTo = () => received.filter((mail) => mail.to.includes(receiver.email));
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(1);
    const sale = mailsTo()[0].raw;
    expect(headerOf(sale, 'Subject')).toMatch(/^Electronic invoice \(Factura Electrónica\) No\. \d{20} from /);
    expect(textPartOf(sale)).toContain('Thank you for your purchase.');

    // staff cancel the paid order: its nota goes to the same receiver, in English too
    const token = await api.login(DEMO.merchant);
    const orderId = storedDocuments(api.store.state()).find((row) => row.voucher_id === voucherId)!.order_id;
    const from = (api.store.state().orders as { id: number; status: string }[]).find((order) => order.id === orderId)!.status;
    const cancelled = await api.call('PUT', `/orders/${orderId}/status`, { token, body: { from, status: 'CANCELLED', reason: 'El cliente se fue' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(2);
    expect(headerOf(mailsTo()[1].raw, 'Subject')).toMatch(/^Electronic credit note \(Nota de Crédito Electrónica\) No\. \d{20} from /);
  });
});
