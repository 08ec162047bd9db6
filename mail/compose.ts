import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/index.js';
import { de } from './texts/de.js';
import { en } from './texts/en.js';
import { fr } from './texts/fr.js';
import { nl } from './texts/nl.js';

/** What each kind of mail needs to be written: every mail carries one link, the thing the recipient does. */
interface MailValues {
  /** An invitation to a firm: accepting it sets the password (valid `days` days). */
  invite: { name: string; inviter: string; firm: string; link: string; days: number };
  /** A link that confirms the address belongs to the person (valid `days` days). */
  verify_email: { name: string; link: string; days: number };
  /** A link to choose a new password (valid `hours` hours). */
  password_reset: { name: string; link: string; hours: number };
  /** The daily booking reminder: the day (ISO date) still has `unpublished` (h:mm) to book and publish; the link opens it. */
  booking_reminder: { name: string; link: string; date: string; unpublished: string };
}

type MailKind = keyof MailValues;

/** What a mail says in one language: the link goes under the paragraphs, introduced by `action`. */
interface MailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  closing: string;
}

/** One language's mails: a writer per kind, so that a language without one fails type-checking. */
export type MailTexts = { [K in MailKind]: (values: MailValues[K]) => MailText };

/** Mails are written in every language the server speaks (i18n/); nl is what any other falls back to. */
const TEXTS: Record<Language, MailTexts> = { nl, en, de, fr };

/** A mail to send: to whom, in their language, which kind, and what it needs. */
export type MailMessage = { [K in MailKind]: { to: string; language: string; kind: K; values: MailValues[K] } }[MailKind];

/** A mail as written, ready for a transport. */
export interface Mail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

/** Writes the mail in the recipient's language (nl when theirs is not one mails are written in). */
export function composeMail(message: MailMessage): Mail {
  const texts = TEXTS[isLanguage(message.language) ? message.language : DEFAULT_LANGUAGE];
  const written = write(texts, message);
  const link = message.values.link;
  const text = [written.greeting, ...written.paragraphs, `${written.action}:\n${link}`, written.closing].join('\n\n');
  const html = [
    `<p>${escape(written.greeting)}</p>`,
    ...written.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    `<p><a href="${escape(link)}">${escape(written.action)}</a></p>`,
    `<p>${escape(written.closing)}</p>`,
  ].join('\n');
  return { to: message.to, kind: message.kind, subject: written.subject, text, html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n` };
}

/** The kind's writer with its own values (TypeScript cannot pair them through the union on its own). */
function write(texts: MailTexts, message: MailMessage): MailText {
  switch (message.kind) {
    case 'invite':
      return texts.invite(message.values);
    case 'verify_email':
      return texts.verify_email(message.values);
    case 'password_reset':
      return texts.password_reset(message.values);
    case 'booking_reminder':
      return texts.booking_reminder(message.values);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
