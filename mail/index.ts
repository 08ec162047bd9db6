import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { de } from './texts/de.js';
import { en } from './texts/en.js';
import { fr } from './texts/fr.js';
import { nl, type MailTexts } from './texts/nl.js';

/** The mails the portal sends, each in the recipient's language (nl when theirs has no texts). */
const TEXTS: Record<string, MailTexts> = { nl, en, de, fr };

export type MailKind = keyof MailTexts;
type MailValues<K extends MailKind> = Parameters<MailTexts[K]['body']>[0];

export interface MailMessage<K extends MailKind = MailKind> {
  to: string;
  /** The recipient's language: nl, en, de or fr. */
  language: string;
  kind: K;
  values: MailValues<K>;
}

/** One mail as it goes out. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
}

/** Where mails go: an SMTP server, or (none configured) the log. */
export interface Mailer {
  deliver(mail: ComposedMail): Promise<void>;
}

/** A mail of a kind, in the recipient's language, to its recipient. */
export async function sendMail<K extends MailKind>(mailer: Mailer, message: MailMessage<K>): Promise<void> {
  const texts = (TEXTS[message.language] ?? nl)[message.kind];
  await mailer.deliver({ to: message.to, subject: texts.subject, text: texts.body(message.values) });
}

/** Mails through an SMTP server (nodemailer), from the given address. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async deliver(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without an SMTP server the mails go to the log, whole: a self-hoster reads a reset link there. The log then holds
 * what the mail holds (a reset link works for an hour, once); configure SMTP where that is not wanted.
 */
export function logMailer(logger: FastifyBaseLogger | undefined): Mailer {
  return {
    async deliver(mail) {
      logger?.info({ mail }, 'mail (no SMTP server configured)');
    },
  };
}
