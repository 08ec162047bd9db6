import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail } from './compose.js';

/** Where written mails go: an SMTP server, or the log and a folder. */
export interface Mailer {
  deliver(mail: Mail): Promise<void>;
}

/** The part of a pino logger the local mailer writes to. */
interface MailLog {
  info(details: object, message: string): void;
}

/** Mails through the SMTP server of SMTP_URL (smtp://user:password@host:587, smtps://… for TLS from the start). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async deliver(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

/**
 * Without SMTP_URL nothing is sent: each mail goes to the log (its text, with its link) and, given a folder, to an
 * .eml file there that any mail program opens, so that a self-hoster still sees an invitation and can pass it on.
 */
export function localMailer(options: { from: string; folder?: string | undefined; logger?: MailLog | undefined }): Mailer {
  // nodemailer writes the message (headers, text and HTML parts) as an SMTP server would receive it.
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from: options.from });
  return {
    async deliver(mail) {
      let file: string | undefined;
      if (options.folder) {
        const { message } = await writer.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        if (!Buffer.isBuffer(message)) throw new Error('nodemailer answered a stream where a buffer was asked for');
        await mkdir(options.folder, { recursive: true });
        // Sorted by when they were written; the random part keeps two mails of one millisecond apart.
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        file = path.join(options.folder, `${stamp}-${mail.kind}-${randomBytes(3).toString('hex')}.eml`);
        await writeFile(file, message, { mode: 0o600 });
      }
      options.logger?.info({ mail: { to: mail.to, kind: mail.kind, subject: mail.subject, file }, text: mail.text }, 'mail not sent (no SMTP_URL): logged');
    },
  };
}
