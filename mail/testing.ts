import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { smtpMailer, type Mailer } from './transports.js';

/** A mail as a test reads it: to whom (the SMTP envelope, or the message's To), subject and both bodies. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first link in the text: what the recipient is asked to open. */
  link: string;
}

export interface MailCatcher {
  /** A mailer that sends to this server over SMTP, as the portal does with SMTP_URL. */
  mailer: Mailer;
  /** What arrived, oldest first. */
  mails: ReceivedMail[];
  /** The latest mail to this address (any case); throws when none came. */
  lastTo(address: string): ReceivedMail;
  close(): Promise<void>;
}

function received(mail: ParsedMail, to: string[]): ReceivedMail {
  const text = mail.text ?? '';
  return { to, subject: mail.subject ?? '', text, html: typeof mail.html === 'string' ? mail.html : '', link: /https?:\/\/\S+/.exec(text)?.[0] ?? '' };
}

/**
 * A real SMTP server (smtp-server) in the test process on 127.0.0.1, parsing what it receives with mailparser. A
 * mail is in `mails` before the server accepts it, so it is there once the portal's call that sent it answers.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(received(mail, session.envelope.rcptTo.map((recipient) => recipient.address)));
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error(`Unexpected SMTP address ${String(address)}`);
  return {
    mailer: smtpMailer(`smtp://127.0.0.1:${address.port}`, 'Tally <tally@test.tally.example>'),
    mails,
    lastTo(recipient) {
      const mail = mails.findLast((one) => one.to.some((to) => to.toLowerCase() === recipient.toLowerCase()));
      if (!mail) throw new Error(`No mail to ${recipient} arrived; mails went to ${mails.flatMap((one) => one.to).join(', ') || 'nobody'}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The .eml files the local mailer wrote to a folder, parsed, oldest first. */
export async function mailsInFolder(folder: string): Promise<ReceivedMail[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(folder, file)));
      const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((one) => one.address ?? ''));
      return received(mail, to);
    }),
  );
}
