import { composeMail, type MailMessage } from './compose.js';
import type { Mailer } from './transports.js';

export type { MailKind, MailLanguage, MailMessage, MailValues } from './compose.js';
export { localMailer, smtpMailer, type Mailer } from './transports.js';

/**
 * Writes a mail in the recipient's language and hands it to the mailer (SMTP, or the log and the mail folder);
 * answers once the SMTP server took it, and throws when it did not.
 */
export async function sendMail(mailer: Mailer, message: MailMessage): Promise<void> {
  await mailer.deliver(composeMail(message));
}
